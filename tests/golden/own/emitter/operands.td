// ARGS: -gen-emitter
// Operand numbering for the emitter: complex operands (MIOperandInfo) with
// and without named sub-operands, a whole-operand EncoderMethod, sub-operand
// encoders, ties, split and reversed operand bits, PostEncoderMethod, and
// instructions that share a case body.
include "llvm/Target/Target.td"

def ArchInstrInfo : InstrInfo;
def Arch : Target { let InstructionSet = ArchInstrInfo; }
def R0 : Register<"r0">;
def GPR : RegisterClass<"Arch", [i32], 32, (add R0)>;
def simm : Operand<i32> { let EncoderMethod = "getSImmEncoding"; }
def addr : Operand<i32> { let MIOperandInfo = (ops GPR, simm); let EncoderMethod = "getAddrEncoding"; }
def pair : Operand<i32> { let MIOperandInfo = (ops GPR, simm); }

class I<dag outs, dag ins> : Instruction {
  let Namespace = "Arch";
  let OutOperandList = outs;
  let InOperandList = ins;
  bits<32> Inst;
  let Size = 4;
}

def ADD : I<(outs GPR:$rd), (ins GPR:$rs, GPR:$rt)> {
  bits<5> rd; bits<5> rs; bits<5> rt;
  let Inst{31-26} = 0b000001;
  let Inst{25-21} = rd;
  let Inst{20-16} = rs;
  let Inst{15-11} = rt;
  let Inst{10-0} = 0;
}
def SUB : I<(outs GPR:$rd), (ins GPR:$rs, GPR:$rt)> {
  bits<5> rd; bits<5> rs; bits<5> rt;
  let Inst{31-26} = 0b000010;
  let Inst{25-21} = rd;
  let Inst{20-16} = rs;
  let Inst{15-11} = rt;
  let Inst{10-0} = 0;
}
def LD : I<(outs GPR:$rd), (ins addr:$a)> {
  bits<5> rd; bits<21> a;
  let Inst{31-26} = 0b000011;
  let Inst{25-21} = rd;
  let Inst{20-0} = a;
}
def LDP : I<(outs GPR:$rd), (ins (pair $base, $off):$p)> {
  bits<5> rd; bits<5> base; bits<16> off;
  let Inst{31-26} = 0b000100;
  let Inst{25-21} = rd;
  let Inst{20-16} = base;
  let Inst{15-0} = off;
}
def SPLIT : I<(outs GPR:$rd), (ins GPR:$src, simm:$imm)> {
  bits<5> rd; bits<12> imm;
  let Constraints = "$src = $rd";
  let Inst{31-26} = 0b000101;
  let Inst{25-21} = rd;
  let Inst{20-15} = imm{11-6};
  let Inst{14-9} = 0b111111;
  let Inst{8-3} = imm{5-0};
  let Inst{2-0} = imm{0-2};
  let PostEncoderMethod = "fixupSplit";
}
def NOP : I<(outs), (ins)> { let Inst = 0xffffffff; }
def PSEUDO : I<(outs GPR:$rd), (ins)> { let isPseudo = 1; }
