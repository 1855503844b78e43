// Skeleton "target": a tiny target on LLVM's Target.td (two registers, a
// register class, an immediate operand, two encoded instructions).
include "llvm/Target/Target.td"

def FzInstrInfo : InstrInfo;
def Fz : Target { let InstructionSet = FzInstrInfo; }
let Namespace = "Fz" in {
  def R0 : Register<"r0"> { let HWEncoding = 0; }
  def R1 : Register<"r1"> { let HWEncoding = 1; }
}
def GPR : RegisterClass<"Fz", [i32], 32, (add R0, R1)>;
def simm8 : Operand<i32> { let EncoderMethod = "getSImm8"; let DecoderMethod = "decodeSImm8"; }

class FzI<dag outs, dag ins, string asm> : Instruction {
  let Namespace = "Fz";
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
  field bits<16> Inst;
  field bits<16> SoftFail = 0;
  let Size = 2;
}
def ADD : FzI<(outs GPR:$rd), (ins GPR:$rs), "add $rd, $rs"> {
  bits<1> rd; bits<1> rs;
  let Inst{15-8} = 1; let Inst{7-2} = 0; let Inst{1} = rd; let Inst{0} = rs;
}
def LI : FzI<(outs GPR:$rd), (ins simm8:$imm), "li $rd, $imm"> {
  bits<1> rd; bits<8> imm;
  let Inst{15-9} = 2; let Inst{8} = rd; let Inst{7-0} = imm;
}
