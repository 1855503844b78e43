include "llvm/Target/Target.td"
def TII : InstrInfo;
def T : Target { let InstructionSet = TII; }
def P : CheckNot<TruePred> { let Pred = P; }
def F : Fusion<"f", "HasF", "F", [FirstFusionPredicateWithMCInstPredicate<P>]>;
