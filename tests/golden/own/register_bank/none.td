// A target without register banks: the enum holds only InvalidRegBankID
// and NumRegisterBanks, the arrays are empty, and Sizes has only its
// mode comments.
include "llvm/Target/Target.td"

def Bare : Target;
def R0 : Register<"r0">;
def GPR : RegisterClass<"Bare", [i32], 32, (add R0)>;
