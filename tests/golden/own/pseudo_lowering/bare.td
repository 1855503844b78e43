// The classes the backend asks for, missing, one case per ARGS line.
//
// ARGS: -gen-pseudo-lowering
// ARGS: -gen-pseudo-lowering -DWITH_PSEUDO
// ARGS: -gen-pseudo-lowering -DWITH_PSEUDO -DWITH_INSTRUCTION
class HwMode; class HwModeSelect; class Fusion;
class Target;
def T : Target;
#ifdef WITH_PSEUDO
class PseudoInstExpansion<dag d> { dag ResultInst = d; }
#endif
#ifdef WITH_INSTRUCTION
class Instruction;
def ops;
// Not an instruction: not an expansion either.
def Lone : PseudoInstExpansion<(ops)>;
#endif
