include "llvm/Target/Target.td"
def TII : InstrInfo;
def T : Target { let InstructionSet = TII; }
def R0 : Register<"r0"> { let Namespace = "T"; }
def GPR : RegisterClass<"T", [i32], 32, (add R0)> { let CopyCost = 300; }
def GPR2 : RegisterClass<"T", [i32], 32, (add R0)> { let CopyCost = -4294967295; }
