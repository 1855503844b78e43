// A small target for the -gen-emitter differential test
// (tests/encoder_answers.rs): a custom EncoderMethod, a PostEncoderMethod,
// an operand with sub-operands (MIOperandInfo), a field split over several
// Inst ranges, fixed bits, and a pseudo the encoder does not encode.
include "llvm/Target/Target.td"

def EncInstrInfo : InstrInfo;
def Enc : Target { let InstructionSet = EncInstrInfo; }

class EncReg<bits<16> enc, string n> : Register<n> {
  let HWEncoding = enc;
  let Namespace = "Enc";
}
foreach i = 0...7 in
  def R#i : EncReg<i, "r"#i>;
def GPR : RegisterClass<"Enc", [i32], 32, (sequence "R%u", 0, 7)>;

// An immediate with its own encoder.
def simm12 : Operand<i32> { let EncoderMethod = "getSImm12OpValue"; }
// A branch target with a templated encoder.
def brtarget : Operand<OtherVT> { let EncoderMethod = "getBranchTargetOpValue<Enc::fixup_br>"; }
// base + offset: two sub-operands, the offset with its own encoder.
def memsrc : Operand<i32> {
  let MIOperandInfo = (ops GPR:$base, simm12:$off);
  let EncoderMethod = "getMemSrcOpValue";
}

class EncInst<dag outs, dag ins, string asm> : Instruction {
  let Namespace = "Enc";
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
  let Size = 4;
  field bits<32> Inst;
}

def NOP : EncInst<(outs), (ins), "nop"> {
  let Inst = 0x13000000;
}
class ALU<bits<6> op, string mn> : EncInst<(outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2), mn # " $rd, $rs1, $rs2"> {
  bits<3> rd;
  bits<3> rs1;
  bits<3> rs2;
  let Inst{31-26} = op;
  let Inst{8-6} = rd;
  let Inst{5-3} = rs1;
  let Inst{2-0} = rs2;
}
def ADD : ALU<1, "add">;
def SUB : ALU<2, "sub">;
// An ALU form whose encoding a PostEncoderMethod fixes up.
def MUL : ALU<3, "mul"> { let PostEncoderMethod = "fixupMulEncoding"; }
// A 12-bit immediate split over three Inst ranges, in shuffled order.
def ADDI : EncInst<(outs GPR:$rd), (ins GPR:$rs1, simm12:$imm), "addi $rd, $rs1, $imm"> {
  bits<3> rd;
  bits<3> rs1;
  bits<12> imm;
  let Inst{31-26} = 4;
  let Inst{25-22} = imm{11-8};
  let Inst{21-19} = rd;
  let Inst{18-16} = rs1;
  let Inst{15-12} = imm{3-0};
  let Inst{11-8} = 0b1010;
  let Inst{7-0} = {imm{4}, imm{5}, imm{6}, imm{7}, 0, 1, 1, 0};
}
// A load: the memory operand (two MI operands) through its encoder.
def LW : EncInst<(outs GPR:$rd), (ins memsrc:$addr), "lw $rd, $addr"> {
  bits<3> rd;
  bits<15> addr;
  let Inst{31-26} = 5;
  let Inst{25-23} = rd;
  let Inst{22-8} = addr;
  let PostEncoderMethod = "fixupMulEncoding";
}
// A store with named sub-operands encoded separately.
def SW : EncInst<(outs), (ins GPR:$rs, GPR:$base, simm12:$off), "sw $rs, ${off}(${base})"> {
  bits<3> rs;
  bits<3> base;
  bits<12> off;
  let Inst{31-26} = 6;
  let Inst{25-23} = rs;
  let Inst{22-20} = base;
  let Inst{19-14} = off{11-6};
  let Inst{5-0} = off{5-0};
}
def BEQ : EncInst<(outs), (ins GPR:$rs1, GPR:$rs2, brtarget:$dst), "beq $rs1, $rs2, $dst"> {
  bits<3> rs1;
  bits<3> rs2;
  bits<16> dst;
  let Inst{31-26} = 7;
  let Inst{25-23} = rs1;
  let Inst{22-20} = rs2;
  let Inst{19-4} = dst;
}
def PseudoRET : EncInst<(outs), (ins), "ret"> {
  let isPseudo = 1;
  let isReturn = 1;
  let isTerminator = 1;
}
