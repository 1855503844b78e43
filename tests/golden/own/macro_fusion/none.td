// A target without fusions: both sections are empty.
include "llvm/Target/Target.td"
def NInstrInfo : InstrInfo;
def N : Target { let InstructionSet = NInstrInfo; }
