include "llvm/Target/Target.td"
def TII : InstrInfo;
def T : Target { let InstructionSet = TII; }
def sub_a : SubRegIndex<16> { let CoveringSubRegIndices = [sub_a, sub_a]; let ComposedOf = [sub_a, sub_a]; }
def R0 : Register<"r0"> { let Namespace = "T"; }
def R1 : Register<"r1"> { let Namespace = "T"; let SubRegs = [R0]; let SubRegIndices = [sub_a]; let CoveredBySubRegs = 1; }
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;
