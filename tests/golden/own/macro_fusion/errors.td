// LLVM's errors, one case per ARGS line (each define breaks one thing).
//
// ARGS: -gen-macro-fusion-pred -DBAD_TARGET
// ARGS: -gen-macro-fusion-pred -DBAD_FIRST
// ARGS: -gen-macro-fusion-pred -DBAD_SECOND
// ARGS: -gen-macro-fusion-pred -DBAD_BOTH
// ARGS: -gen-macro-fusion-pred -DUNKNOWN_KIND
// ARGS: -gen-macro-fusion-pred -DUNSET_INDEX
// ARGS: -gen-macro-fusion-pred -DUNSET_REG
// ARGS: -gen-macro-fusion-pred -DUNSET_FUSION_TARGET
// ARGS: -gen-macro-fusion-pred -DNO_TARGET
// ARGS: -gen-macro-fusion-pred -DTWO_TARGETS
// ARGS: -gen-macro-fusion-pred -DSECOND_ERROR_WINS_NOT
// ARGS: -gen-macro-fusion-pred -DRETARGETED
include "llvm/Target/Target.td"

def EInstrInfo : InstrInfo;
#ifndef NO_TARGET
def E : Target { let InstructionSet = EInstrInfo; }
#endif
#ifdef TWO_TARGETS
def E2 : Target { let InstructionSet = EInstrInfo; }
#endif
let Namespace = "E" in def R0 : Register<"r0">;
def GPR : RegisterClass<"E", [i32], 32, (add R0)>;
def I0 : Instruction {
  let Namespace = "E";
  let OutOperandList = (outs);
  let InOperandList = (ins);
  let AsmString = "";
}

def Good : SimpleFusion<"good", "HasGood", "Good", CheckOpcode<[I0]>, CheckOpcode<[I0]>>;

#ifdef BAD_TARGET
def elsewhere_fusion_target : FusionTarget;
def Bad : Fusion<"bad", "HasBad", "Bad", [FusionPredicate<elsewhere_fusion_target>]>;
#endif
#ifdef BAD_FIRST
class MyFirst : FirstFusionPredicate;
def MyFirstP : MyFirst;
def Bad : Fusion<"bad", "HasBad", "Bad", [MyFirstP]>;
#endif
#ifdef BAD_SECOND
class MySecond : SecondFusionPredicate;
class Other;
def P : MySecond, Other;
def Bad : Fusion<"bad", "HasBad", "Bad", [P]>;
#endif
#ifdef BAD_BOTH
def BothP : BothFusionPredicate;
def Bad : Fusion<"bad", "HasBad", "Bad", [BothP]>;
#endif
#ifdef UNKNOWN_KIND
def Mystery : MCInstPredicate;
def Bad : Fusion<"bad", "HasBad", "Bad", [SecondFusionPredicateWithMCInstPredicate<CheckAll<[TruePred, Mystery]>>]>;
#endif
#ifdef UNSET_INDEX
def Bad : Fusion<"bad", "HasBad", "Bad", [FirstFusionPredicateWithMCInstPredicate<CheckImmOperand<?, ?>>]>;
#endif
#ifdef UNSET_REG
def Bad : Fusion<"bad", "HasBad", "Bad", [FirstFusionPredicateWithMCInstPredicate<CheckRegOperand<0, ?>>]>;
#endif
#ifdef UNSET_FUSION_TARGET
def Bad : Fusion<"bad", "HasBad", "Bad", [FusionPredicate<?>]>;
#endif
#ifdef SECOND_ERROR_WINS_NOT
// Two bad fusions: LLVM reports the first by name (Aaa before Bad).
def Bad : Fusion<"bad", "HasBad", "Bad", [OneUse, SecondFusionPredicateWithMCInstPredicate<CheckImmOperand<?, 1>>]>;
def Aaa : Fusion<"aaa", "HasAaa", "Aaa", [FirstFusionPredicateWithMCInstPredicate<CheckNot<?>>]>;
#endif
#ifdef RETARGETED
// A first-instruction predicate aimed at the second one.
def SecondUse : OneUsePred { let Target = second_fusion_target; }
def Bad : Fusion<"bad", "HasBad", "Bad", [SecondUse]>;
#endif
