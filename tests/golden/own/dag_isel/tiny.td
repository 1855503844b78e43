// -gen-dag-isel on a small target: a subtarget predicate, immediate leaves
// with predicates, a complex pattern, a node transform, loads and stores
// (memory operands, chains), a physical register and a zero register.
// ARGS: -gen-dag-isel
// ARGS: -gen-dag-isel -omit-comments

include "llvm/Target/Target.td"

def TinyISA : InstrInfo;
def Tiny : Target { let InstructionSet = TinyISA; }

let Namespace = "Tiny" in {
  def R0 : Register<"r0">;
  def R1 : Register<"r1">;
  def R2 : Register<"r2">;
  def SP : Register<"sp">;
}
def GPR : RegisterClass<"Tiny", [i32], 32, (add R0, R1, R2, SP)>;

def HasMul : Predicate<"Subtarget->hasMul()">;

def simm8 : ImmLeaf<i32, [{ return isInt<8>(Imm); }]>;
def NegImm : SDNodeXForm<imm, [{
  return CurDAG->getTargetConstant(-N->getSExtValue(), SDLoc(N), MVT::i32);
}]>;
def negsimm8 : ImmLeaf<i32, [{ return isInt<8>(-Imm); }], NegImm>;
def addr : ComplexPattern<iPTR, 2, "SelectAddr", [], []>;
def memop : Operand<i32> { let MIOperandInfo = (ops GPR, i32imm); }

class I<dag outs, dag ins, list<dag> pat> : Instruction {
  let Namespace = "Tiny";
  let OutOperandList = outs;
  let InOperandList = ins;
  let Pattern = pat;
}

def ADD : I<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
def SUB : I<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (sub GPR:$a, GPR:$b))]>;
def ADDI : I<(outs GPR:$d), (ins GPR:$a, i32imm:$i), [(set GPR:$d, (add GPR:$a, simm8:$i))]>;
def MUL : I<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (mul GPR:$a, GPR:$b))]>, Requires<[HasMul]>;
def MOVI : I<(outs GPR:$d), (ins i32imm:$i), [(set GPR:$d, simm8:$i)]>;
let mayLoad = 1 in
def LD : I<(outs GPR:$d), (ins memop:$m), [(set GPR:$d, (load addr:$m))]>;
let mayStore = 1 in
def ST : I<(outs), (ins GPR:$v, memop:$m), [(store GPR:$v, addr:$m)]>;
def MOVSP : I<(outs GPR:$d), (ins), []>;

def : Pat<(sub GPR:$a, negsimm8:$i), (ADDI GPR:$a, (NegImm $i))>;
def : Pat<(xor GPR:$a, (i32 -1)), (SUB SP, GPR:$a)>;
