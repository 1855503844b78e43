// What llvm-tblgen-19's release build prints for predicates LLVM only
// asserts against or leaves unreachable: empty opcode lists and sequences,
// an empty CheckImmOperand_s (the simple form, then the comparison with
// nothing), a record of no known kind that has a FunctionName (read as a
// TIIPredicate), negative operand indices, an instruction and a register
// in the empty namespace. The C++ does not compile; --rust refuses the
// empty CheckImmOperand_s.
include "llvm/Target/Target.td"

def OInstrInfo : InstrInfo;
def O : Target { let InstructionSet = OInstrInfo; }
def NoNsReg : Register<"nons">;
let Namespace = "O" in def R0 : Register<"r0">;
def GPR : RegisterClass<"O", [i32], 32, (add R0, NoNsReg)>;
def NoNsInst : Instruction {
  let OutOperandList = (outs);
  let InOperandList = (ins);
  let AsmString = "";
}

class OddKind : MCInstPredicate { string FunctionName = "oddFunction"; }
def Odd : OddKind;

def Empty : Fusion<"empty", "HasEmpty", "Empty lists", [
  FirstFusionPredicateWithMCInstPredicate<CheckOpcode<[]>>,
  SecondFusionPredicateWithMCInstPredicate<CheckNot<CheckOpcode<[]>>>,
  FirstFusionPredicateWithMCInstPredicate<CheckAll<[]>>,
  SecondFusionPredicateWithMCInstPredicate<CheckNot<CheckAny<[]>>>,
  BothFusionPredicateWithMCInstPredicate<CheckAny<[CheckAll<[]>, CheckNot<CheckAll<[]>>]>>
]>;

def Strange : Fusion<"strange", "HasStrange", "Strange records", [
  FirstFusionPredicateWithMCInstPredicate<CheckImmOperand_s<1, "">>,
  SecondFusionPredicateWithMCInstPredicate<CheckNot<CheckImmOperand_s<1, "">>>,
  FirstFusionPredicateWithMCInstPredicate<Odd>,
  SecondFusionPredicateWithMCInstPredicate<CheckNot<Odd>>,
  FirstFusionPredicateWithMCInstPredicate<CheckAll<[CheckImmOperand<-1, -7>, CheckIsRegOperand<-2>]>>,
  SecondFusionPredicateWithMCInstPredicate<CheckAny<[CheckOpcode<[NoNsInst]>, CheckRegOperand<0, NoNsReg>]>>,
  SameReg<-1, 4294967296>,
  TieReg<2147483648, -3>
]>;
