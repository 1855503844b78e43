// A target declaring 70,000 registers: more than a `u16` numbers, so the
// Rust register enum must be wider (LLVM's own MCPhysReg is 16 bits; the
// Rust module must still compile and hold every number).
include "llvm/Target/Target.td"

def ManyInstrInfo : InstrInfo;
def Many : Target { let InstructionSet = ManyInstrInfo; }

class ManyReg<int n> : Register<"r"#n> {
  let Namespace = "Many";
}
foreach i = 0...69999 in
  def R#i : ManyReg<i>;
def GPR : RegisterClass<"Many", [i32], 32, (add R0, R1, R69999)>;
