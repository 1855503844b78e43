// Every MCInstPredicate kind and every fusion predicate kind, in fusions
// whose C++ compiles (against .ci/fusion-diff/mock.h): the golden case
// checks the text, .ci/fusion-diff runs it against the Rust module.
include "llvm/Target/Target.td"

def KInstrInfo : InstrInfo;
def K : Target { let InstructionSet = KInstrInfo; }

let Namespace = "K" in {
  def R0 : Register<"r0">;
  def R1 : Register<"r1">;
  def R2 : Register<"r2">;
  def R3 : Register<"r3">;
  def GPR : RegisterClass<"K", [i32], 32, (add R0, R1, R2, R3)>;
}

class KInst : Instruction {
  let Namespace = "K";
  let OutOperandList = (outs);
  let InOperandList = (ins);
  let AsmString = "";
}
def ADD : KInst;
def ADDI : KInst;
def LD : KInst;
def SLLI : KInst;
def SRLI : KInst;
def MUL : KInst;
let isCommutable = 1 in def ADDC : KInst;
let isPseudo = 1 in def PSEUDO_MOV : KInst;

// A TIIPredicate (its body is -gen-instr-info's; calls name it).
def IsFoo : TIIPredicate<"isFoo", MCReturnStatement<CheckOpcode<[ADD]>>>;

// Mapped operands.
let FunctionMapper = "mapImm" in {
  def MappedImm3 : CheckImmOperand<2, 3>;
  def MappedImmLT : CheckImmOperandLT<2, 10>;
  def MappedImmS : CheckImmOperand_s<2, "K::Magic">;
}
def MappedImmSimple : CheckImmOperandSimple<2> { let FunctionMapper = "isOddImm"; }
def MappedReg : CheckRegOperand<0, R1> { let FunctionMapper = "mapReg"; }
def MappedRegSimple : CheckRegOperandSimple<1> { let FunctionMapper = "isOddReg"; }

// RISC-V's shape: opcodes, immediate kinds, SameReg, OneUse, TieReg.
def Fuse1_LdAdd : SimpleFusion<"ld-add", "HasLdAdd", "LD after ADD",
                               CheckOpcode<[ADD]>,
                               CheckAll<[CheckOpcode<[LD]>, CheckIsImmOperand<2>, CheckImmOperand<2, 0>]>>;

// Commutable SameReg and TieReg; opcode lists of one and two.
let IsCommutable = 1 in
def Fuse2_Commutable : SimpleFusion<"commutable", "HasCommutable", "ADDC after ADD or MUL",
                                    CheckOpcode<[ADD, MUL]>,
                                    CheckOpcode<[ADDC]>>;

// Immediates: ==, <, >, <=, >=, ranges, zero, simple, a C++ constant,
// mappers; int truncation (4294967299 is 3 as an int).
def Fuse3_Immediates : Fusion<"imm", "HasImm", "Immediate checks", [
  SecondFusionPredicateWithMCInstPredicate<CheckAny<[
    CheckImmOperandLT<2, -5>,
    CheckImmOperandGT<2, 40>,
    CheckImmOperandRange<2, 10, 20>,
    CheckAll<[CheckImmOperandLE<2, 3>, CheckImmOperandGE<2, 1>]>,
    CheckZeroOperand<2>,
    CheckImmOperand<2, 4294967299>
  ]>>,
  WildcardTrue,
  FirstFusionPredicateWithMCInstPredicate<CheckAny<[
    CheckNot<CheckImmOperandSimple<2>>,
    CheckImmOperand_s<2, "K::Magic">,
    MappedImm3, MappedImmLT, MappedImmS, MappedImmSimple
  ]>>
]>;

// Registers: kinds, mappers, validity, same register, operand count.
def Fuse4_Registers : Fusion<"regs", "HasRegs", "Register checks", [
  FirstFusionPredicateWithMCInstPredicate<CheckAll<[
    CheckIsRegOperand<0>,
    CheckNot<CheckIsVRegOperand<0>>,
    CheckAny<[CheckRegOperand<0, R0>, MappedReg, CheckInvalidRegOperand<0>]>
  ]>>,
  SecondFusionPredicateWithMCInstPredicate<CheckAny<[
    CheckAll<[CheckNumOperands<3>, CheckSameRegOperand<1, 2>]>,
    CheckAll<[CheckIsVRegOperand<1>, CheckValidRegOperand<1>]>,
    CheckIsNotVRegOperand<0>,
    CheckRegOperandSimple<1>,
    MappedRegSimple
  ]>>,
  OneUse
]>;

// Functions, C++ expressions, TIIPredicates, pseudos; negated forms;
// both instructions; C++ code; the wildcard answering false.
def Fuse5_Escapes : Fusion<"escapes", "HasEscapes", "C++ escapes", [
  FusionPredicateWithCode<[{  if (FirstMI && FirstMI->getNumOperands() == 4)
    return true;
}]>,
  BothFusionPredicateWithMCInstPredicate<CheckNot<CheckPseudo<[PSEUDO_MOV]>>>,
  WildcardFalse,
  FirstFusionPredicateWithMCInstPredicate<CheckAny<[
    CheckFunctionPredicate<"isEvenOpcodeMC", "isEvenOpcode">,
    CheckFunctionPredicateWithTII<"hasTwoOperandsMC", "hasTwoOperands", "(&TII)">,
    IsFoo
  ]>>,
  SecondFusionPredicateWithMCInstPredicate<CheckNot<CheckAll<[
    CheckNonPortable<"MI->getNumOperands() > 3">,
    CheckNot<IsFoo>,
    CheckFunctionPredicate<"isEvenOpcodeMC", "isEvenOpcode">
  ]>>>,
  TieReg<1, 0>
]>;

// Constants and single-element sequences; no first-instruction check.
def Fuse6_Constants : Fusion<"consts", "HasConsts", "Constants", [
  SecondFusionPredicateWithMCInstPredicate<CheckAll<[TruePred]>>,
  SecondFusionPredicateWithMCInstPredicate<CheckNot<CheckAny<[FalsePred, CheckNot<TruePred>]>>>,
  SecondFusionPredicateWithMCInstPredicate<CheckAny<[CheckOpcode<[SLLI]>, CheckAll<[TruePred, CheckOpcode<[SRLI]>]>]>>,
  SameReg<0, 2>
]>;

// LLVM sorts the fusions by name with digits compared as numbers.
def Fuse10_Last : Fusion<"last", "HasLast", "Sorted after Fuse6", [
  SecondFusionPredicateWithMCInstPredicate<CheckOpcode<[ADDI]>>,
  FirstFusionPredicateWithMCInstPredicate<CheckNot<CheckOpcode<[ADDI, SLLI, SRLI]>>>
]>;
