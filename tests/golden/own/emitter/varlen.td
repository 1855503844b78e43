// ARGS: -gen-emitter
// Variable-length encodings: ascend/descend, operand and slice segments,
// custom encoders, sub-operands, an empty encoding. (LLVM 19 crashes on a
// reversed slice, `(slice "$x", lo, hi)`, so there is none here.)
include "llvm/Target/Target.td"

def ArchInstrInfo : InstrInfo;
def Arch : Target { let InstructionSet = ArchInstrInfo; }
def R0 : Register<"r0">;
def GPR : RegisterClass<"Arch", [i32], 32, (add R0)>;
def mem : Operand<i32> { let MIOperandInfo = (ops GPR:$base, i32imm:$disp); }

class I<dag outs, dag ins> : Instruction {
  let Namespace = "Arch";
  let OutOperandList = outs;
  let InOperandList = ins;
}
def MOVE : I<(outs GPR:$dst), (ins GPR:$src)> {
  dag Inst = (descend 0b0001, (operand "$dst", 3), (operand "$src", 3, (encoder "encodeSrc")), 0b00);
}
def LOAD : I<(outs GPR:$dst), (ins mem:$m)> {
  dag Inst = (ascend (operand "$dst", 4), (slice "$m.disp", 12, 3), (slice "$m.base", 2, 0), 0b1, (descend 0b10, 0b01));
}
def POST : I<(outs GPR:$dst), (ins)> {
  dag Inst = (descend 0b11111111, (operand "$dst", 70));
  let PostEncoderMethod = "post";
}
def EMPTY : I<(outs), (ins)> {
  dag Inst = (descend);
}
