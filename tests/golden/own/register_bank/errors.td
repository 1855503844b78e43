// ARGS: -gen-register-bank -DUNKNOWN_CLASS
// ARGS: -gen-register-bank -DUNSET_NAME
// ARGS: -gen-register-bank -DUNSET_CLASSES
// ARGS: -gen-register-bank -DNO_TARGET
// ARGS: -gen-register-bank -DUNSET_NAME -DUNKNOWN_CLASS
// The errors -gen-register-bank reports, each under its own -D (two of
// them combined show which comes first), in llvm-tblgen-19's words, at its
// locations, exit status 1. A class whose registers are all artificial is
// not a register class the bank can name; a bank's name and class list
// must be set; the target must exist. The class lists of every bank are
// read before any bank's name.
include "llvm/Target/Target.td"

#ifndef NO_TARGET
def Oops : Target;
#endif
def R0 : Register<"r0">;
def R1 : Register<"r1"> { let isArtificial = true; }
def GPR : RegisterClass<"Oops", [i32], 32, (add R0)>;
def Fake : RegisterClass<"Oops", [i32], 32, (add R1)>;

#ifdef UNKNOWN_CLASS
def ZFakeRegBank : RegisterBank<"Z", [GPR, Fake]>;
#endif
#ifdef UNSET_NAME
def ANamelessRegBank : RegisterBank<?, [GPR]>;
#endif
#ifdef UNSET_CLASSES
def EmptyRegBank : RegisterBank<"E", ?>;
#endif
def GPRRegBank : RegisterBank<"GPR", [GPR]>;
