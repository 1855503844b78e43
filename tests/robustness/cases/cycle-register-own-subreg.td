include "llvm/Target/Target.td"
def TII : InstrInfo;
def T : Target { let InstructionSet = TII; }
def sub_a : SubRegIndex<16>;
def R0 : Register<"r0"> { let Namespace = "T"; let SubRegs = [R0]; let SubRegIndices = [sub_a]; }
def GPR : RegisterClass<"T", [i32], 32, (add R0)>;
