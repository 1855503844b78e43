// Skeleton "target-td": LLVM's Target.td alone.
include "llvm/Target/Target.td"
