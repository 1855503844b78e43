// Skeleton "intrinsics": LLVM's Intrinsics.td (target intrinsics left out).
include "llvm/IR/Intrinsics.td"
