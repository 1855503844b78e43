// ARGS: -gen-emitter
// Instructions wider than 64 bits are encoded through APInt, with runs of
// 64 bits and more extracted whole.
include "llvm/Target/Target.td"

def ArchInstrInfo : InstrInfo;
def Arch : Target { let InstructionSet = ArchInstrInfo; }
def R0 : Register<"r0">;
def GPR : RegisterClass<"Arch", [i64], 64, (add R0)>;
def imm80 : Operand<i64> { let EncoderMethod = "getImm80"; }

class I<dag outs, dag ins> : Instruction {
  let Namespace = "Arch";
  let OutOperandList = outs;
  let InOperandList = ins;
}
def BIG : I<(outs GPR:$rd), (ins imm80:$imm)> {
  bits<128> Inst;
  bits<8> rd; bits<80> imm;
  let Inst{127-120} = 0xAB;
  let Inst{119-112} = rd;
  let Inst{111-32} = imm;
  let Inst{31-0} = 0x12345678;
}
def SMALL : I<(outs GPR:$rd), (ins)> {
  bits<16> Inst;
  bits<8> rd;
  let Inst{15-8} = 0xCD;
  let Inst{7-0} = rd;
}
