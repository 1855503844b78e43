// No counters at all: the name table is empty, the issue-counter table is
// left out, and the CPU table is empty (LLVM asserts there is a binding,
// which its release build does not check).
include "llvm/Target/TargetPfmCounters.td"

class Target;
def Empty : Target;
