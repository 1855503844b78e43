include "llvm/Target/Target.td"
def TII : InstrInfo;
def T : Target { let InstructionSet = TII; }
def R0 : Register<"r0"> { let Namespace = "T"; }
def GPR : RegisterClass<"T", [i32], 32, (add R0)> { let Size = 4294967296; }
def GPR2 : RegisterClass<"T", [i64], 32, (add R0)> { let Size = 4294967328; let Alignment = 4294967304; }
