include "llvm/Target/Target.td"
def TII : InstrInfo;
def T : Target { let InstructionSet = TII; }
let Namespace = "T" in {
def sa : SubRegIndex<16, 0>; def sb : SubRegIndex<16, 16>;
def R0 : Register<"r0"> { let Aliases = []; }
def R1 : Register<"r1"> { let Aliases = [R0]; }
def R2 : Register<"r2"> { let Aliases = []; }
def R3 : Register<"r3"> { let Aliases = []; }
def R4 : Register<"r4"> { let Aliases = [R2, R3]; }
def R5 : Register<"r5"> { let Aliases = [R0, R4]; }
def D0 : RegisterWithSubRegs<"d0", [R0, R1]> { let SubRegIndices = [sa, sb]; let CoveredBySubRegs = 1; }
}
def C0 : RegisterClass<"T", [i32], 32, (add D0, R3)>;
def C1 : RegisterClass<"T", [i32], 32, (add D0, R0)>;
def C2 : RegisterClass<"T", [i32], 32, (add R4, D0)>;
