include "llvm/Target/Target.td"
def TII : InstrInfo;
def T : Target { let InstructionSet = TII; }
def R0 : Register<"r0"> { let Namespace = "T"; }
def R1 : Register<"r1"> { let Namespace = "T"; }
def GPR : RegisterClass<"T", [i32], 32, (add R0)> { let BaseClassOrder = 4294967297; }
def GPR2 : RegisterClass<"T", [i32], 32, (add R0, R1)> { let BaseClassOrder = 2; }
