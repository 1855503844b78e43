// Skeleton "vt": LLVM's ValueTypes.td.
include "llvm/CodeGen/ValueTypes.td"
