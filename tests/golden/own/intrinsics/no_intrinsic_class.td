// ARGS: -gen-intrinsic-enums
class IntrinsicProperty { bit IsDefault = false; }
def IntrNoMem : IntrinsicProperty;
