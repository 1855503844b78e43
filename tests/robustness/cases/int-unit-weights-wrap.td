include "llvm/Target/Target.td"
def TII : InstrInfo;
def T : Target { let InstructionSet = TII; }
let Namespace = "T" in {
def sa : SubRegIndex<16, 0>; def sb : SubRegIndex<16, 16>;
def R0 : Register<"r0"> { let Aliases = []; }
def R1 : Register<"r1"> { let Aliases = [R0]; }
def R2 : Register<"r2"> { let Aliases = [R1]; }
def R3 : Register<"r3"> { let Aliases = [R2]; }
def R4 : Register<"r4"> { let Aliases = [R1, R3]; }
def R5 : Register<"r5"> { let Aliases = [R4]; }
def D0 : RegisterWithSubRegs<"d0", [R3, R5]> { let SubRegIndices = [sa, sb]; let CoveredBySubRegs = 1; }
def D1 : RegisterWithSubRegs<"d1", [R5, R2]> { let SubRegIndices = [sa, sb]; let CoveredBySubRegs = 1; }
}
def C0 : RegisterClass<"T", [i32], 32, (add R5, R1, R3, D0, D1)>;
def C1 : RegisterClass<"T", [i32], 32, (add R0, R4, D1, R1, D0, R5, R3)>;
