include "llvm/Target/Target.td"
def TII : InstrInfo;
def T : Target { let InstructionSet = TII; }
let Namespace = "T" in {
def sa : SubRegIndex<16, 0>; def sb : SubRegIndex<16, 16>;
def R0 : Register<"r0"> { let Aliases = []; }
def R1 : Register<"r1"> { let Aliases = [R0]; }
def R2 : Register<"r2"> { let Aliases = []; }
def R3 : Register<"r3"> { let Aliases = [R0, R2]; }
def R4 : Register<"r4"> { let Aliases = [R0]; }
def R5 : Register<"r5"> { let Aliases = [R1]; }
def D0 : RegisterWithSubRegs<"d0", [R5, R3]> { let SubRegIndices = [sa, sb]; let CoveredBySubRegs = 1; }
}
def C0 : RegisterClass<"T", [i32], 32, (add R2, R0, D0, R3, R1, R4)>;
