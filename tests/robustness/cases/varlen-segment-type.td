include "llvm/Target/Target.td"
def R0 : Register<"r0"> { let Namespace = "V"; }
def GPR : RegisterClass<"V", [i32], 32, (add R0)>;
def VInstrInfo : InstrInfo;
def V : Target { let InstructionSet = VInstrInfo; }
class VI<dag ins, dag enc> : Instruction {
  let Namespace = "V";
  let OutOperandList = (outs);
  let InOperandList = ins;
  dag Inst = enc;
  let Size = 0;
}
def A : VI<(ins GPR:$r), (ascend "x", 0b1010)>;
