include "llvm/Target/Target.td"
def TII : InstrInfo;
def T : Target { let InstructionSet = TII; }
def sub_lo : SubRegIndex<16>;
def sub_hi : SubRegIndex<16, 16>;
def sub_a : SubRegIndex<32> { let CoveringSubRegIndices = [sub_lo, sub_a]; }
def R0 : Register<"r0"> { let Namespace = "T"; }
def R1 : Register<"r1"> { let Namespace = "T"; }
def D0 : Register<"d0"> { let Namespace = "T"; let SubRegs = [R0, R1]; let SubRegIndices = [sub_lo, sub_hi]; let CoveredBySubRegs = 1; }
def Q0 : Register<"q0"> { let Namespace = "T"; let SubRegs = [D0]; let SubRegIndices = [sub_a]; }
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;
def DPR : RegisterClass<"T", [i64], 64, (add D0)>;
def QPR : RegisterClass<"T", [i64], 64, (add Q0)>;
