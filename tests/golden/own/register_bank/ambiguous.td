// Bank names that equal a class's name but for case: llvm-tblgen-19 warns
// (once per clash, at the bank, with notes at the bank and the class) and
// writes its output all the same.
include "llvm/Target/Target.td"

def Clash : Target;
def R0 : Register<"r0">;
def R1 : Register<"r1">;
let Size = 32 in {
  def Gpr : RegisterClass<"Clash", [i32], 32, (add R0, R1)>;
  def FPR : RegisterClass<"Clash", [f32], 32, (add R1)>;
}
def GPRRegBank : RegisterBank<"GPR", [Gpr]>;
def FpRegBank : RegisterBank<"fpr", [FPR]>;
def OtherRegBank : RegisterBank<"gpr", [FPR]>;
