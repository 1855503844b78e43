include "llvm/Target/Target.td"
def R0 : Register<"r0"> { let Namespace = "Tiny"; }
def GPR : RegisterClass<"Tiny", [i32], 32, (add R0)>;
def TinyInstrInfo : InstrInfo;
def Tiny : Target { let InstructionSet = TinyInstrInfo; }
class TI<string asm, bits<8> op, int size> : Instruction {
  let Namespace = "Tiny";
  let OutOperandList = (outs);
  let InOperandList = (ins);
  let AsmString = asm;
  let Size = size;
  field bits<16> Inst = ?;
  field bits<16> SoftFail = 0;
  let Inst{15-8} = op;
  let Inst{7-0} = 0;
}
def NOP : TI<"nop", 0, 2>;
def HALT : TI<"halt", 1, 2>;
