// ARGS: -gen-instr-docs
// -gen-instr-docs on a small target with two assembly parser variants:
// `{a|b}` alternatives (one missing, nested braces, `${` and `\{`
// literal), spaces trimmed, tabs, newlines and underscores escaped,
// complex operands with named and unnamed sub-operands, constraints,
// implicit registers, predicates, flags set by hand and inferred from a
// pattern (`mayLoad`), and target-independent instructions left out.
include "llvm/Target/Target.td"

def FeatureA : SubtargetFeature<"a", "HasA", "true", "A">;
def HasA : Predicate<"Subtarget->hasA()">, AssemblerPredicate<(all_of FeatureA)>;

let Namespace = "Toy" in {
def R0 : Register<"r0">;
def R1 : Register<"r1">;
def FLAGS : Register<"flags">;
}
def GPR : RegisterClass<"Toy", [i32], 32, (add R0, R1)>;
def simm8 : Operand<i32>;
def memri : Operand<i32> { let MIOperandInfo = (ops GPR:$base, simm8:$off); }
def memrr : Operand<i32> { let MIOperandInfo = (ops GPR, GPR); }

let Namespace = "Toy" in {
def LOAD : Instruction {
  let OutOperandList = (outs GPR:$dst);
  let InOperandList = (ins GPR:$addr);
  let AsmString = "  {ld|load}\t$dst, $addr  ";
  let Pattern = [(set GPR:$dst, (load GPR:$addr))];
  let Predicates = [HasA];
}
def LOAD_RI : Instruction {
  let OutOperandList = (outs GPR:$dst);
  let InOperandList = (ins memri:$addr);
  let AsmString = "ld $dst, $addr";
  let mayLoad = 1;
  let hasSideEffects = 0;
  let Predicates = [HasA];
}
def STORE_X : Instruction {
  let OutOperandList = (outs);
  let InOperandList = (ins GPR:$src, memrr:$addr);
  let AsmString = "{st|}\t$src, ${addr}\n\\{x\\} {a{b}c|d}";
  let mayStore = 1;
  let hasSideEffects = 0;
  let Defs = [FLAGS];
  let Uses = [R0, R1];
}
def ADD : Instruction {
  let OutOperandList = (outs GPR:$dst);
  let InOperandList = (ins GPR:$a, GPR:$b);
  let AsmString = "add $dst, $a, $b";
  let Constraints = "$dst = $a";
  let isCommutable = 1;
  let isAdd = 1;
  let hasSideEffects = 0;
  let mayLoad = 0;
  let mayStore = 0;
  let isReMaterializable = 1;
  let isAsCheapAsAMove = 1;
  let isCodeGenOnly = 1;
}
def NOASM : Instruction {
  let OutOperandList = (outs);
  let InOperandList = (ins);
  let isPseudo = 1;
  let isBranch = 1;
  let isTerminator = 1;
  let isBarrier = 1;
}
}

def ToyInstrInfo : InstrInfo;
def ATT : AsmParserVariant { let Name = "att"; let Variant = 0; }
def INTEL : AsmParserVariant { let Name = "intel"; let Variant = 1; }
def Toy : Target {
  let InstructionSet = ToyInstrInfo;
  let AssemblyParserVariants = [ATT, INTEL];
}
