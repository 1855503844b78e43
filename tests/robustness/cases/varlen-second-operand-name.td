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
def A : VI<(ins GPR:$r), (ascend (operand "$r", 4), 0b1010)>;
def B : VI<(ins GPR:$r), (descend (operand "$z", 4), 0b1010)>;
