// A minimal complete target (registers, a register class, instructions with
// operands and encodings, a pseudo) for the target-model backends.
include "llvm/Target/Target.td"

def MiniInstrInfo : InstrInfo;
def Mini : Target { let InstructionSet = MiniInstrInfo; }

class MiniReg<bits<16> enc, string n> : Register<n> {
  let HWEncoding = enc;
  let Namespace = "Mini";
}
// Twelve registers: R10 and R11 sort after R9 only with LLVM's
// number-aware name order; classes overlap so that LLVM infers more.
foreach i = 0...11 in
  def R#i : MiniReg<i, "r"#i>;
def GPR : RegisterClass<"Mini", [i32], 32, (sequence "R%u", 0, 11)>;
def GPRLow : RegisterClass<"Mini", [i32], 32, (sequence "R%u", 0, 5)>;
def GPRNoR0 : RegisterClass<"Mini", [i32], 32, (sub GPR, R0)>;

class MiniInst<dag outs, dag ins, string asm> : Instruction {
  let Namespace = "Mini";
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
  let Size = 4;
  field bits<32> Inst;
}

class ALU<bits<8> op, string mn> : MiniInst<(outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2), mn # " $rd, $rs1, $rs2"> {
  bits<3> rd;
  bits<3> rs1;
  bits<3> rs2;
  let Inst{31-24} = op;
  let Inst{8-6} = rd;
  let Inst{5-3} = rs1;
  let Inst{2-0} = rs2;
}
def ADD : ALU<1, "add">;
def SUB : ALU<2, "sub">;
def XOR : ALU<3, "xor">;
def AND : ALU<4, "and">;
def LI : MiniInst<(outs GPR:$rd), (ins i32imm:$imm), "li $rd, $imm"> {
  bits<3> rd;
  bits<16> imm;
  let Inst{31-24} = 5;
  let Inst{23-21} = rd;
  let Inst{15-0} = imm;
}
def PseudoRET : MiniInst<(outs), (ins), "ret"> {
  let isPseudo = 1;
  let isReturn = 1;
  let isTerminator = 1;
}
