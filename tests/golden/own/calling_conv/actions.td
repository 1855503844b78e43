// Every action of TargetCallingConv.td through -gen-callingconv: each
// CCIf* condition (nested, and a target's own CCIf), CCIfType over one and
// several types, register assignment with one and several registers (with
// and without shadows, and with a stack slot of given or type-derived size
// and alignment), stack slots with and without shadows, every promotion
// and conversion, by-value and indirect passing, delegation (also to a
// custom convention) and custom functions; Swift rules' registers listed
// apart; entry and static conventions; a convention that assigns no
// register (its list is `0`); conventions named out of definition order.
// ARGS: -gen-callingconv

include "llvm/Target/Target.td"

let Namespace = "Toy" in {
  def R0 : Register<"r0">;
  def R1 : Register<"r1">;
  def R2 : Register<"r2">;
  def R3 : Register<"r3">;
  def F0 : Register<"f0">;
  def F1 : Register<"f1">;
  def D0 : Register<"d0">;
  def D1 : Register<"d1">;
}
// No namespace: named as is.
def X9 : Register<"x9">;

class CCIfSubtarget<string F, CCAction A>
    : CCIf<!strconcat("State.getMachineFunction().getSubtarget<ToySubtarget>().", F), A>;

def CC_Toy_Custom : CustomCallingConv;

def RetCC_Toy : CallingConv<[
  CCIfType<[i1, i8, i16], CCPromoteToType<i32>>,
  CCIfType<[f16], CCPromoteToType<f32>>,
  CCIfType<[i32], CCAssignToReg<[R0, R1]>>,
  CCIfType<[f32], CCAssignToRegWithShadow<[F0, F1], [D0, D1]>>,
  CCIfType<[f64], CCAssignToRegWithShadow<[D0], [F0]>>,
  CCIfType<[i64], CCAssignToReg<[X9]>>
]>;

let Entry = true in
def CC_Toy : CallingConv<[
  CCIfByVal<CCPassByVal<8, 8>>,
  CCIfPreallocated<CCPassByVal<4, 4>>,
  CCIfNest<CCAssignToReg<[R3]>>,
  CCIfSwiftSelf<CCIfType<[i32], CCAssignToReg<[R2]>>>,
  CCIfSwiftAsync<CCIfType<[i32], CCAssignToReg<[R3, R1]>>>,
  CCIfSwiftError<CCIfType<[i32], CCAssignToRegWithShadow<[R1], [R0]>>>,
  CCIfCFGuardTarget<CCAssignToReg<[R2]>>,
  CCIfSRet<CCIfInReg<CCAssignToReg<[R1]>>>,
  CCIfConsecutiveRegs<CCCustom<"CC_Toy_ConsecutiveRegs">>,
  CCIfSplit<CCAssignToStack<8, 8>>,
  CCIfPtr<CCIfPtrAddrSpace<3, CCBitConvertToType<i32>>>,
  CCIfCC<"CallingConv::Fast", CCDelegateTo<RetCC_Toy>>,
  CCIfVarArg<CCIfType<[i32, f32, i64, f64], CCAssignToStack<0, 0>>>,
  CCIfNotVarArg<CCIfType<[v4i32, v2i64,
                          v4f32, v2f64], CCPassIndirect<i32>>>,
  CCIfSubtarget<"hasWide()", CCIfType<[i64], CCTruncToType<i32>>>,
  CCIfType<[i8], CCPromoteToUpperBitsInType<i32>>,
  CCIfType<[f16], CCPromoteToType<v2f16>>,
  CCIfType<[i32], CCAssignToRegAndStack<[R0, R1], 4, 4>>,
  CCIfType<[f32], CCAssignToRegAndStack<[F0], 0, 0>>,
  CCIfType<[f64], CCAssignToStackWithShadow<8, 8, [D0, D1]>>,
  CCIfType<[f64], CCAssignToStack<8, 0>>,
  CCIfType<[i64], CCAssignToStack<0, 16>>,
  CCDelegateTo<CC_Toy_Custom>,
  CCCustom<"CC_Toy_Last">
]>;

// Only stack slots and a delegation: no argument registers.
def CC_Toy_Stack : CallingConv<[
  CCAssignToRegWithShadow<[], []>,
  CCAssignToReg<[]>,
  CCIfSwiftError<CCAssignToReg<[]>>,
  CCDelegateTo<RetCC_Toy>,
  CCAssignToStack<4, 4>
]>;

def A_Empty : CallingConv<[]>;
