// The fatal errors of -gen-callingconv, each in LLVM's words and place.
// ARGS: -gen-callingconv -DUNKNOWN_ACTION
// ARGS: -gen-callingconv -DUNKNOWN_PREDICATE
// ARGS: -gen-callingconv -DSHADOW_LENGTH
// ARGS: -gen-callingconv -DUPPER_BITS_FP
// ARGS: -gen-callingconv -DUNSET_ACTION
// ARGS: -gen-callingconv -DUNSET_REGISTER
// ARGS: -gen-callingconv -DUNSET_ACTIONS
// ARGS: -gen-callingconv -DUNSET_ENTRY
// ARGS: -gen-callingconv -DUNSET_SIZE
// ARGS: -gen-callingconv -DUNKNOWN_ACTION -DSHADOW_LENGTH
// ARGS: -gen-callingconv -DUNKNOWN_ACTION -DUNSET_ENTRY
// ARGS: -gen-callingconv -DUNSET_CUSTOM

include "llvm/Target/Target.td"

let Namespace = "Toy" in {
  def R0 : Register<"r0">;
  def R1 : Register<"r1">;
}

// Fine: the errors below come after it (its prototype and body are read
// first, by name).
def A_Fine : CallingConv<[CCIfType<[i32], CCAssignToReg<[R0]>>]>;

class CCFoo : CCAction { int Weight = 1; }
def foo : CCFoo;
class CCIfFoo<CCAction A> : CCPredicateAction<A>;

#ifdef UNKNOWN_ACTION
def B_UnknownAction : CallingConv<[CCIfType<[i32], foo>]>;
#endif
#ifdef UNKNOWN_PREDICATE
def B_UnknownPredicate : CallingConv<[CCIfFoo<CCAssignToReg<[R0]>>]>;
#endif
#ifdef SHADOW_LENGTH
def C_ShadowLength : CallingConv<[CCAssignToRegWithShadow<[R0, R1], [R1]>]>;
#endif
#ifdef UPPER_BITS_FP
def B_UpperBitsFP : CallingConv<[CCPromoteToUpperBitsInType<f64>]>;
#endif
#ifdef UNSET_ACTION
def B_UnsetAction : CallingConv<[CCAssignToReg<[R0]>, ?]>;
#endif
#ifdef UNSET_REGISTER
def B_UnsetRegister : CallingConv<[CCAssignToReg<[R0, ?]>]>;
#endif
#ifdef UNSET_ACTIONS
def B_UnsetActions : CallingConv<?>;
#endif
#ifdef UNSET_ENTRY
def B_UnsetEntry : CallingConv<[]> { let Entry = ?; }
#endif
#ifdef UNSET_SIZE
def B_UnsetSize : CallingConv<[CCAssignToStack<?, 4>]>;
#endif
#ifdef UNSET_CUSTOM
def B_UnsetCustom : CallingConv<[]> { let Custom = ?; }
#endif
