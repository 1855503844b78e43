// ARGS: -gen-instr-info
// ARGS: -gen-instr-info -instr-info-expand-mi-operand-info=0
// Every section of -gen-instr-info on a small target: operands of every
// kind (register classes, register operands, complex operands with
// sub-operands, pointer-like classes, predicate and optional-def
// operands, branch targets), tied and early-clobber constraints, implicit
// registers shared between instructions, flags (mayLoad inferred from a
// pattern), TSFlags, named and logical operand tables, a TIIPredicate,
// matching predicates with nested conditions, deprecations and a
// relation table.
include "llvm/Target/Target.td"

def FeatureA : SubtargetFeature<"a", "HasA", "true", "A">;
def FeatureB : SubtargetFeature<"b", "HasB", "true", "B">;
def HasA : Predicate<"Subtarget->hasA()">, AssemblerPredicate<(all_of FeatureA)>;
def HasAB : Predicate<"Subtarget->hasAB()">,
            AssemblerPredicate<(any_of FeatureA, (all_of FeatureB, (not FeatureA)))>;
def NoB : Predicate<"!Subtarget->hasB()">, AssemblerPredicate<(all_of (not FeatureB))>;
def NotForAsm : Predicate<"Subtarget->other()">;

let Namespace = "Toy" in {
def R0 : Register<"r0">;
def R1 : Register<"r1">;
def FLAGS : Register<"flags">;
def SP : Register<"sp">;
}
def GPR : RegisterClass<"Toy", [i32], 32, (add R0, R1)>;
def CCR : RegisterClass<"Toy", [i32], 32, (add FLAGS)> { let CopyCost = -1; }
def GPROp : RegisterOperand<GPR> { let OperandType = "OPERAND_GPR"; let OperandNamespace = "Toy"; }
def toy_ptr_rc : PointerLikeRegClass<1>;

def simm8 : Operand<i32> { let OperandType = "OPERAND_IMMEDIATE"; }
// The class lives in a target file in LLVM 19 (it is checked by name).
class BranchTargetOperand<ValueType vt> : Operand<vt>;
def brtarget : BranchTargetOperand<OtherVT> { let OperandType = "OPERAND_PCREL"; }
def memri : Operand<i32> { let MIOperandInfo = (ops toy_ptr_rc, simm8); }
def X86Like : Operand<i32>;
def pred : PredicateOperand<OtherVT, (ops i32imm), (ops (i32 0))>;
def cc_out : OptionalDefOperand<OtherVT, (ops CCR), (ops (i32 0))>;

class ToyInst<dag outs, dag ins, string asm, list<dag> pat = []> : Instruction {
  let Namespace = "Toy";
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
  let Pattern = pat;
  let Size = 4;
  let hasSideEffects = 0;
  let mayLoad = 0;
  let mayStore = 0;
  bits<4> Kind = 0;
  let TSFlags{3-0} = Kind;
  let UseNamedOperandTable = 1;
  string BaseName = "";
  string Form = "reg";
}

def ADD : ToyInst<(outs GPR:$dst), (ins GPR:$a, GPROp:$b), "add $dst, $a, $b",
                  [(set GPR:$dst, (add GPR:$a, GPROp:$b))]> {
  let isCommutable = 1; let isAdd = 1; let Kind = 3; let Defs = [FLAGS];
  let Predicates = [HasA, NotForAsm];
  let BaseName = "ADD";
}
def ADDI : ToyInst<(outs GPR:$dst), (ins GPR:$a, simm8:$imm), "addi $dst, $a, $imm",
                   [(set GPR:$dst, (add GPR:$a, imm:$imm))]> {
  let Defs = [FLAGS]; let Predicates = [HasA]; let BaseName = "ADD"; let Form = "imm";
  let isReMaterializable = 1; let isAsCheapAsAMove = 1; let Kind = 9;
}
let mayLoad = ? in
def LDR : ToyInst<(outs GPR:$dst), (ins GPR:$addr), "ldr $dst, $addr",
                  [(set GPR:$dst, (load GPR:$addr))]> {
  let Predicates = [HasAB, NoB];
}
def LD : ToyInst<(outs GPR:$dst), (ins memri:$addr), "ld $dst, $addr"> {
  let mayLoad = 1; let UseLogicalOperandMappings = 1; let Predicates = [HasAB, NoB];
}
def ST : ToyInst<(outs), (ins GPR:$src, memri:$addr), "st $src, $addr">, Deprecated<FeatureB> {
  let mayStore = 1; let UseLogicalOperandMappings = 1; let Uses = [SP];
  
}
def INC : ToyInst<(outs GPR:$dst, cc_out:$s), (ins GPR:$src, pred:$p), "inc $dst">,
          ComplexDeprecationPredicate<"Inc"> {
  let Constraints = "$src = $dst"; let Uses = [FLAGS]; let Defs = [FLAGS];
  let UseNamedOperandTable = 0;
}
def XCHG : ToyInst<(outs GPR:$d1, GPR:$d2), (ins GPR:$s1, GPR:$s2), "xchg $d1, $d2"> {
  let Constraints = "$s1 = $d2,$s2 = $d1,@earlyclobber $d1"; let hasSideEffects = 1;
  let Predicates = [NoB, HasA];
}
def BR : ToyInst<(outs), (ins brtarget:$t), "br $t"> {
  let isBranch = 1; let isTerminator = 1; let isBarrier = 1; let Size = 2;
}
def CALL : ToyInst<(outs), (ins GPR:$f, variable_ops), "call $f"> {
  let isCall = 1; let Uses = [SP]; let Defs = [R0, R1, FLAGS]; let variadicOpsAreDefs = 1;
}

def IsAdd : TIIPredicate<"isAddLike",
  MCOpcodeSwitchStatement<[MCOpcodeSwitchCase<[ADD, ADDI], MCReturnStatement<TruePred>>],
                          MCReturnStatement<FalsePred>>>;
def HasImm : TIIPredicate<"hasImmOperand", MCReturnStatement<CheckIsImmOperand<2>>>;

def getImmForm : InstrMapping {
  let FilterClass = "ToyInst";
  let RowFields = ["BaseName"];
  let ColFields = ["Form"];
  let KeyCol = ["reg"];
  let ValueCols = [["imm"]];
}
def getForm : InstrMapping {
  let FilterClass = "ToyInst";
  let RowFields = ["BaseName"];
  let ColFields = ["Form"];
  let KeyCol = ["imm"];
  let ValueCols = [["reg"], ["imm"]];
}

def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
