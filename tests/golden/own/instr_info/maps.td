// ARGS: -gen-instr-info
// InstrMappings and TIIPredicates for the Rust module's tests
// (tests/generated/tests/instr_info.rs, against the answers
// .ci/instr-info-answers/run.py records from llvm-tblgen-19's C++):
//
// - mappings of one column, of several columns of one field, of two
//   fields (a column repeated, columns not covering every value pair),
//   columns covering every value of their field, a column left empty for
//   some keys (C++ (uint16_t)-1), no key instruction at all, column values
//   "" and "0";
// - TIIPredicates over every MCInstPredicate kind whose MC flavour is C++
//   that compiles (not CheckIsVRegOperand: LLVM 19 prints getReg().isVirtual(),
//   but an MCOperand's register is an unsigned): opcode switches (nested, a
//   case without opcodes), calls of other TIIPredicates, function predicates
//   and mappers, immediate and register checks, CheckPseudo and
//   CheckNonPortable (false for MCInst).
include "llvm/Target/Target.td"

def MInstrInfo : InstrInfo;
def M : Target { let InstructionSet = MInstrInfo; }

let Namespace = "M" in {
  def R0 : Register<"r0">;
  def R1 : Register<"r1">;
  def R2 : Register<"r2">;
  def R3 : Register<"r3">;
}
def GPR : RegisterClass<"M", [i32], 32, (add R0, R1, R2, R3)>;
def simm : Operand<i32>;

class MInst<dag outs, dag ins> : Instruction {
  let Namespace = "M";
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = "";
  string BaseName = "";
  string Form = "";
  string Width = "";
  string Kind = "none";
}

class Rel;
class RR { string Form = "reg"; }
class RI { string Form = "imm"; }
class RM { string Form = "mem"; }
class W32 { string Width = "32"; }
class W64 { string Width = "64"; }

// Three forms of ADD and SUB in two widths; MUL has no memory form and
// no 64-bit immediate form.
let BaseName = "add" in {
  def ADD32rr : MInst<(outs GPR:$d), (ins GPR:$a, GPR:$b)>, Rel, RR, W32;
  def ADD32ri : MInst<(outs GPR:$d), (ins GPR:$a, simm:$i)>, Rel, RI, W32;
  def ADD32rm : MInst<(outs GPR:$d), (ins GPR:$a, GPR:$p, simm:$o)>, Rel, RM, W32;
  def ADD64rr : MInst<(outs GPR:$d), (ins GPR:$a, GPR:$b)>, Rel, RR, W64;
  def ADD64ri : MInst<(outs GPR:$d), (ins GPR:$a, simm:$i)>, Rel, RI, W64;
  def ADD64rm : MInst<(outs GPR:$d), (ins GPR:$a, GPR:$p, simm:$o)>, Rel, RM, W64;
}
let BaseName = "sub" in {
  def SUB32rr : MInst<(outs GPR:$d), (ins GPR:$a, GPR:$b)>, Rel, RR, W32;
  def SUB32ri : MInst<(outs GPR:$d), (ins GPR:$a, simm:$i)>, Rel, RI, W32;
  def SUB32rm : MInst<(outs GPR:$d), (ins GPR:$a, GPR:$p, simm:$o)>, Rel, RM, W32;
  def SUB64rr : MInst<(outs GPR:$d), (ins GPR:$a, GPR:$b)>, Rel, RR, W64;
  def SUB64ri : MInst<(outs GPR:$d), (ins GPR:$a, simm:$i)>, Rel, RI, W64;
}
let BaseName = "mul" in {
  def MUL32rr : MInst<(outs GPR:$d), (ins GPR:$a, GPR:$b)>, Rel, RR, W32;
  def MUL32ri : MInst<(outs GPR:$d), (ins GPR:$a, simm:$i)>, Rel, RI, W32;
  def MUL64rr : MInst<(outs GPR:$d), (ins GPR:$a, GPR:$b)>, Rel, RR, W64;
}
// Kinds "" and "0" (and the default "none").
class KindRel;
let BaseName = "mov" in {
  def MOVr : MInst<(outs GPR:$d), (ins GPR:$a)>, KindRel { let Kind = ""; }
  def MOVi : MInst<(outs GPR:$d), (ins simm:$i)>, KindRel { let Kind = "0"; }
  def MOVx : MInst<(outs GPR:$d), (ins GPR:$a, simm:$i)>, KindRel;
}
let isPseudo = 1 in def PSEUDO_MOV : MInst<(outs GPR:$d), (ins GPR:$a)>;
def NOP : MInst<(outs), (ins)>;

// One column.
def getImmForm : InstrMapping {
  let FilterClass = "Rel";
  let RowFields = ["BaseName", "Width"];
  let ColFields = ["Form"];
  let KeyCol = ["reg"];
  let ValueCols = [["imm"]];
}

// Every form of the register form (memory forms missing for MUL and
// SUB64).
def getForm : InstrMapping {
  let FilterClass = "Rel";
  let RowFields = ["BaseName", "Width"];
  let ColFields = ["Form"];
  let KeyCol = ["reg"];
  let ValueCols = [["reg"], ["imm"], ["mem"]];
}

// Two fields; the 64-bit register column is named twice, and no column
// is (mem, 32) or (mem, 64).
def getWidened : InstrMapping {
  let FilterClass = "Rel";
  let RowFields = ["BaseName"];
  let ColFields = ["Form", "Width"];
  let KeyCol = ["reg", "32"];
  let ValueCols = [["reg", "64"], ["imm", "32"], ["imm", "64"], ["reg", "64"], ["reg", "32"]];
}

// Every value of Width.
def getWidth : InstrMapping {
  let FilterClass = "Rel";
  let RowFields = ["BaseName", "Form"];
  let ColFields = ["Width"];
  let KeyCol = ["64"];
  let ValueCols = [["32"], ["64"]];
}

// Column values "" and "0".
def getKind : InstrMapping {
  let FilterClass = "KindRel";
  let RowFields = ["BaseName"];
  let ColFields = ["Kind"];
  let KeyCol = ["none"];
  let ValueCols = [[""], ["0"]];
}

// No key instruction.
def getNothing : InstrMapping {
  let FilterClass = "Rel";
  let RowFields = ["BaseName"];
  let ColFields = ["Form", "Kind"];
  let KeyCol = ["mem", "some"];
  let ValueCols = [["reg", "none"], ["imm", ""]];
}

// TIIPredicates.
def isRegForm : TIIPredicate<"isRegForm", MCOpcodeSwitchStatement<[
  MCOpcodeSwitchCase<[ADD32rr, ADD64rr, SUB32rr, SUB64rr], MCReturnStatement<TruePred>>,
  MCOpcodeSwitchCase<[MUL32rr, MUL64rr], MCReturnStatement<CheckSameRegOperand<1, 2>>>],
  MCReturnStatement<FalsePred>>>;

def isZeroImm : TIIPredicate<"isZeroImm", MCReturnStatement<CheckAll<[
  CheckOpcode<[ADD32ri, ADD64ri, SUB32ri, SUB64ri, MUL32ri, MOVi]>,
  CheckIsImmOperand<2>, CheckZeroOperand<2>]>>>;

let FunctionMapper = "M::mapImm" in {
  def MImmEq : CheckImmOperand<2, 3>;
  def MImmLT : CheckImmOperandLT<2, 5>;
  def MImmSimple : CheckImmOperandSimple<2>;
}
let FunctionMapper = "M::mapReg" in {
  def MRegEq : CheckRegOperand<1, R1>;
}
let FunctionMapper = "M::isOddReg" in {
  def MRegSimple : CheckRegOperandSimple<0>;
}
let FunctionMapper = "M::isBigImm" in {
  def MImmSimpleTest : CheckImmOperandSimple<2>;
}

def checkImms : TIIPredicate<"checkImms", MCOpcodeSwitchStatement<[
  MCOpcodeSwitchCase<[ADD32ri, ADD64ri], MCReturnStatement<CheckAny<[
    CheckImmOperand<2, 7>, CheckImmOperand_s<2, "M::Seven">, CheckImmOperandGT<2, 100>,
    CheckImmOperandLE<2, -5>, CheckImmOperandRange<2, 16, 31>, MImmEq, MImmLT]>>>,
  MCOpcodeSwitchCase<[SUB32ri, SUB64ri], MCReturnStatement<CheckAll<[
    CheckNot<CheckImmOperandGE<2, 1000>>, MImmSimple, CheckNot<MImmSimpleTest>]>>>,
  MCOpcodeSwitchCase<[MUL32ri, MOVi], MCReturnStatement<CheckImmOperandSimple<2>>>],
  MCReturnStatement<CheckAll<[CheckNumOperands<3>, CheckIsImmOperand<2>, CheckImmOperandLT<2, 0>]>>>>;

def checkRegs : TIIPredicate<"checkRegs", MCOpcodeSwitchStatement<[
  MCOpcodeSwitchCase<[ADD32rr, SUB32rr], MCReturnStatement<CheckAll<[
    CheckIsRegOperand<1>, CheckRegOperand<1, R0>, CheckNot<CheckSameRegOperand<0, 2>>]>>>,
  MCOpcodeSwitchCase<[ADD64rr, SUB64rr, MUL64rr], MCReturnStatement<CheckAny<[
    MRegEq, MRegSimple, CheckInvalidRegOperand<2>, CheckIsImmOperand<0>]>>>,
  MCOpcodeSwitchCase<[ADD32rm, ADD64rm, SUB32rm], MCOpcodeSwitchStatement<[
    MCOpcodeSwitchCase<[ADD32rm], MCReturnStatement<CheckRegOperandSimple<2>>>,
    MCOpcodeSwitchCase<[], MCReturnStatement<TruePred>>,
    MCOpcodeSwitchCase<[ADD64rm], MCReturnStatement<CheckValidRegOperand<2>>>],
    MCReturnStatement<CheckNot<CheckIsRegOperand<3>>>>>],
  MCReturnStatement<CheckAll<[CheckNumOperands<2>, CheckNot<CheckRegOperandSimple<1>>]>>>>;

def usesEscapes : TIIPredicate<"usesEscapes", MCReturnStatement<CheckAny<[
  CheckAll<[CheckPseudo<[PSEUDO_MOV]>, TruePred]>,
  CheckNonPortable<"MI.isFoo()">,
  CheckAll<[CheckOpcode<[MOVr, MOVx, PSEUDO_MOV]>, CheckFunctionPredicate<"M::isSpecialMov", "isSpecialMovMI">]>,
  CheckAll<[CheckOpcode<[NOP]>, CheckNot<CheckFunctionPredicate<"M::isSpecialMov", "isSpecialMovMI">>]>]>>>;

def isCheap : TIIPredicate<"isCheap", MCOpcodeSwitchStatement<[
  MCOpcodeSwitchCase<[NOP], MCReturnStatement<TruePred>>,
  MCOpcodeSwitchCase<[ADD32rr, ADD64rr, SUB32rr, SUB64rr, MUL32rr, MUL64rr], MCReturnStatement<CheckAll<[
    isRegForm, CheckNot<checkRegs>]>>>],
  MCReturnStatement<CheckAny<[isZeroImm, checkImms, usesEscapes]>>>>;

def switchOnly : TIIPredicate<"switchOnly", MCOpcodeSwitchStatement<[], MCReturnStatement<isCheap>>>;
