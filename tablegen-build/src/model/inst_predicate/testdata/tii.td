// TIIPredicates over every MCInstPredicate kind and both statement kinds,
// for the expander's unit tests: llvm-tblgen-19 -gen-instr-info expands
// each body twice, for MachineInstr (GET_INSTRINFO_HELPERS) and for MCInst
// (GET_INSTRINFO_MC_HELPERS), by reference. tii.expected holds those two
// sections of its output; regenerate with
//   llvm-tblgen-19 -gen-instr-info -I ../../../../../tests/golden/include tii.td \
//     | sed -n '/^#ifdef GET_INSTRINFO_HELPERS$/,/^#endif/p;/^#ifdef GET_INSTRINFO_MC_HELPERS$/,/^#endif/p' > tii.expected
include "llvm/Target/Target.td"

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
def NoNsReg : Register<"nons">;
let Namespace = "T" in {
  def R0 : Register<"r0">;
  def R1 : Register<"r1">;
}
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1, NoNsReg)>;
class TInst : Instruction {
  let Namespace = "T";
  let OutOperandList = (outs);
  let InOperandList = (ins);
  let AsmString = "";
}
def ADD : TInst;
def SUB : TInst;
def MUL : TInst;
let isPseudo = 1 in def PSEUDO : TInst;

def Operands : TIIPredicate<"checkOperands", MCReturnStatement<CheckAll<[
  CheckIsRegOperand<0>, CheckIsVRegOperand<0>, CheckIsNotVRegOperand<1>, CheckIsImmOperand<2>,
  CheckRegOperand<0, R0>, CheckRegOperand<0, NoNsReg>, CheckRegOperandSimple<1>,
  CheckInvalidRegOperand<1>, CheckValidRegOperand<1>, CheckSameRegOperand<0, 1>, CheckNumOperands<4>
]>>>;

let FunctionMapper = "mapIt" in {
  def MImm : CheckImmOperand<2, 7>;
  def MImmS : CheckImmOperand_s<2, "T::Seven">;
  def MImmLT : CheckImmOperandLT<2, 7>;
  def MImmGT : CheckImmOperandGT<2, -7>;
  def MImmSimple : CheckImmOperandSimple<2>;
  def MReg : CheckRegOperand<0, R1>;
  def MRegSimple : CheckRegOperandSimple<0>;
}

def Immediates : TIIPredicate<"checkImmediates", MCReturnStatement<CheckAny<[
  CheckImmOperand<2, 7>, CheckImmOperand_s<2, "T::Seven">, CheckImmOperandLT<2, 7>, CheckImmOperandGT<2, -7>,
  CheckImmOperandLE<2, 1>, CheckImmOperandGE<2, 2>, CheckImmOperandRange<2, 3, 4>, CheckZeroOperand<2>,
  CheckImmOperandSimple<2>, CheckImmOperand_s<2, "">,
  MImm, MImmS, MImmLT, MImmGT, MImmSimple, MReg, MRegSimple
]>>>;

def Negated : TIIPredicate<"checkNegated", MCReturnStatement<CheckNot<CheckAll<[
  CheckNot<CheckAny<[
    CheckIsRegOperand<0>, CheckIsVRegOperand<0>, CheckIsImmOperand<2>, CheckRegOperand<0, R0>,
    CheckRegOperandSimple<1>, CheckInvalidRegOperand<1>, CheckSameRegOperand<0, 1>, CheckNumOperands<4>,
    CheckImmOperand<2, 7>, CheckImmOperand_s<2, "T::Seven">, CheckImmOperandLT<2, 7>, CheckImmOperandGT<2, -7>,
    CheckImmOperandSimple<2>, CheckImmOperand_s<2, "">, MImm, MRegSimple,
    CheckOpcode<[ADD]>, CheckOpcode<[ADD, SUB, MUL]>, CheckPseudo<[PSEUDO]>, CheckPseudo<[PSEUDO, ADD]>,
    CheckOpcode<[]>, CheckAll<[]>, CheckAny<[TruePred]>, TruePred, FalsePred,
    CheckFunctionPredicate<"mcFn", "miFn">, CheckFunctionPredicateWithTII<"mcTii", "miTii">,
    CheckFunctionPredicateWithTII<"mcTii", "miTii", "">, CheckFunctionPredicateWithTII<"mcTii", "miTii", "Other">,
    CheckNonPortable<"MI.isFoo()">
  ]>>,
  CheckNot<CheckNot<TruePred>>,
  CheckNot<CheckNot<CheckNot<CheckIsRegOperand<0>>>>
]>>>>;

def Calls : TIIPredicate<"checkCalls", MCReturnStatement<CheckAny<[
  Operands, CheckNot<Negated>, CheckPseudo<[ADD]>, CheckNonPortable<"MI.isFoo()">,
  CheckFunctionPredicate<"mcFn", "miFn">, CheckFunctionPredicateWithTII<"mcTii", "miTii">
]>>>;

def Switch : TIIPredicate<"checkSwitch", MCOpcodeSwitchStatement<[
  MCOpcodeSwitchCase<[ADD, SUB], MCReturnStatement<CheckNot<CheckAll<[CheckImmOperand<1, 2>, CheckOpcode<[MUL]>]>>>>,
  MCOpcodeSwitchCase<[MUL], MCOpcodeSwitchStatement<[
    MCOpcodeSwitchCase<[ADD], MCReturnStatement<FalsePred>>,
    MCOpcodeSwitchCase<[SUB, PSEUDO], MCOpcodeSwitchStatement<[], MCReturnStatement<CheckAny<[CheckOpcode<[ADD, SUB]>, TruePred]>>>>
  ], MCReturnStatement<CheckFunctionPredicateWithTII<"mc", "mi">>>>,
  MCOpcodeSwitchCase<[], MCReturnStatement<TruePred>>
], MCReturnStatement<CheckPseudo<[PSEUDO]>>>>;

def EmptySwitch : TIIPredicate<"checkEmptySwitch", MCOpcodeSwitchStatement<[], MCReturnStatement<Calls>>>;
