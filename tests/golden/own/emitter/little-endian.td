// ARGS: -gen-emitter
// isLittleEndianEncoding: every non-pseudo encoding has its Inst bits
// reversed before the analysis (as on PowerPC).
include "llvm/Target/Target.td"

def ArchInstrInfo : InstrInfo { let isLittleEndianEncoding = 1; }
def Arch : Target { let InstructionSet = ArchInstrInfo; }
def R0 : Register<"r0">;
def GPR : RegisterClass<"Arch", [i32], 32, (add R0)>;

class I<dag outs, dag ins> : Instruction {
  let Namespace = "Arch";
  let OutOperandList = outs;
  let InOperandList = ins;
  bits<16> Inst;
}
def MOV : I<(outs GPR:$rd), (ins GPR:$rs)> {
  bits<4> rd; bits<4> rs;
  let Inst{0-3} = 0b1101;
  let Inst{4-7} = rd;
  let Inst{8-11} = rs;
  let Inst{12-15} = 0;
}
def NEG : I<(outs GPR:$rd), (ins)> {
  bits<4> rd;
  let Inst{0-7} = 0b10000001;
  let Inst{8-11} = rd{0-3};
  let Inst{12-15} = 0b0011;
}
