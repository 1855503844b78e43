// -gen-callingconv with no conventions: the prototypes' section only,
// and no register lists.
// ARGS: -gen-callingconv

include "llvm/Target/Target.td"

def CC_Hand : CustomCallingConv;
