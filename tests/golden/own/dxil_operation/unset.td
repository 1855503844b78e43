// -gen-dxil-operation: unset
class ValueType<int v> { int Value = v; }
def f32 : ValueType<12>; def i32 : ValueType<7>; def f16 : ValueType<11>; def i64 : ValueType<8>; def fAny : ValueType<252>; def Other : ValueType<1>;
class LLVMType<ValueType vt> { ValueType VT = vt; int isAny = 0; int isHalfOrFloat = 0; int isI16OrI32 = 0; }
class LLVMAnyType<ValueType vt> : LLVMType<vt> { let isAny = 1; }
class LLVMMatchType<int n> : LLVMType<Other> { int Number = n; }
def llvm_float_ty : LLVMType<f32>; def llvm_i32_ty : LLVMType<i32>; def llvm_i64_ty : LLVMType<i64>;
def llvm_anyfloat_ty : LLVMAnyType<fAny>;
def llvm_anyfloat2_ty : LLVMAnyType<fAny>;
let isHalfOrFloat = 1 in def llvm_hf : LLVMAnyType<Other>;
class IntrinsicProperty; def IntrNoMem : IntrinsicProperty; def IntrReadMem : IntrinsicProperty; def IntrWillReturn : IntrinsicProperty;
class Intrinsic<list<IntrinsicProperty> p> { list<IntrinsicProperty> IntrProperties = p; }
def int_sin : Intrinsic<[IntrWillReturn, IntrNoMem]>;
def int_ld : Intrinsic<[IntrReadMem]>;
class DXILOpClass; def unary : DXILOpClass; def binary : DXILOpClass; def load : DXILOpClass; def aaa : DXILOpClass;
class DXILOpMapping<int opc, DXILOpClass cls, list<LLVMType> tys, Intrinsic i = int_ld> {
  int OpCode = opc; DXILOpClass OpClass = cls; string Doc = "doc " # NAME; list<LLVMType> OpTypes = tys;
  Intrinsic LLVMIntrinsic = i;
}
def Sin : DXILOpMapping<13, unary, [llvm_float_ty, llvm_float_ty]> { let LLVMIntrinsic = ?; }
