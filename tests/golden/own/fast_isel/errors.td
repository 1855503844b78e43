// The fatal errors of -gen-fast-isel.
// ARGS: -gen-fast-isel -DDUPLICATE
// ARGS: -gen-fast-isel -DUNCONDITIONAL_FIRST
// ARGS: -gen-fast-isel -DNO_IGNORE_FIELD
// ARGS: -gen-fast-isel -DNO_TARGET

include "llvm/Target/Target.td"

def MyISA : InstrInfo;
#ifndef NO_TARGET
def My : Target { let InstructionSet = MyISA; }
#endif

let Namespace = "My" in {
  def R0 : Register<"r0">;
  def R1 : Register<"r1">;
}
def GPR : RegisterClass<"My", [i32], 32, (add R0, R1)>;

def HasA : Predicate<"Subtarget->hasA()">;

class I<dag outs, dag ins, list<dag> pattern> : Instruction {
  let Namespace = "My";
  let OutOperandList = outs;
  let InOperandList = ins;
  let Pattern = pattern;
}

def ADD : I<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;

#ifdef DUPLICATE
// Same opcode, types and (empty) predicate as ADD.
def ADD2 : I<(outs GPR:$d), (ins GPR:$a, GPR:$b), []>;
def : Pat<(add GPR:$a, GPR:$b), (ADD2 GPR:$a, GPR:$b)>;
#endif

#ifdef UNCONDITIONAL_FIRST
// More complex than ADD, but guarded: ADD comes first and has no predicate.
let Predicates = [HasA], AddedComplexity = -3 in
def ADDA : I<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
#endif

#ifdef NO_IGNORE_FIELD
// An immediate predicate that is not an ImmLeaf has no FastIselShouldIgnore.
def small : PatFrag<(ops), (i32 imm)> { let ImmediateCode = [{ return Imm < 4; }]; }
def ADDri : I<(outs GPR:$d), (ins GPR:$a, i32imm:$i), [(set GPR:$d, (add GPR:$a, small:$i))]>;
#endif
