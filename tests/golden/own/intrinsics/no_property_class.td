// ARGS: -gen-intrinsic-enums
class Intrinsic { string LLVMName = ""; string TargetPrefix = ""; }
def int_a : Intrinsic;
