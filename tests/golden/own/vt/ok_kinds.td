// ARGS: -gen-vt
class ValueType<int size, int value> {
  string Namespace = "MVT";
  string LLVMName = NAME;
  int Size = size;
  int Value = value;
  int nElem = 1;
  ValueType ElementType = ?;
  bit isOverloaded = false;
  bit isInteger = false;
  bit isFP = false;
  bit isVector = false;
  bit isScalable = false;
  bit isNormalValueType = true;
}
class VTAny<int value> : ValueType<0, value> { let isOverloaded = true; }
class VTInt<int size, int value> : ValueType<size, value> { let isInteger = true; }
class VTFP<int size, int value> : ValueType<size, value> { let isFP = true; }
class VTVec<int nelem, ValueType elt, int value> : ValueType<!mul(nelem, elt.Size), value> {
  let nElem = nelem;
  let ElementType = elt;
  let isInteger = elt.isInteger;
  let isFP = elt.isFP;
  let isVector = true;
}
class VTScalableVec<int nelem, ValueType elt, int value> : VTVec<nelem, elt, value> { let isScalable = true; }
def OtherVT : ValueType<0, 1> { let LLVMName = "Other"; }
def i1 : VTInt<1, 2>;
def i3 : VTInt<3, 3>;
def i8 : VTInt<8, 4>;
def i256 : VTInt<256, 5>;
def bf16 : VTFP<16, 6>;
def f16 : VTFP<16, 7>;
def f32 : VTFP<32, 8>;
def f64 : VTFP<64, 9>;
def f80 : VTFP<80, 10>;
def f128 : VTFP<128, 11>;
def ppcf128 : VTFP<128, 12>;
def v2i1 : VTVec<2, i1, 13>;
def v3i3 : VTVec<3, i3, 14>;
def v4f32 : VTVec<4, f32, 15>;
def v2bf16 : VTVec<2, bf16, 16>;
def nxv1i8 : VTScalableVec<1, i8, 17>;
def nxv2f16 : VTScalableVec<2, f16, 18>;
def nxv2ppcf128 : VTScalableVec<2, ppcf128, 19>;
def x86mmx : ValueType<64, 20>;
def token : ValueType<0, 30> { let isNormalValueType = false; }
def Any : VTAny<255>;
def Zero : ValueType<0, 0>;
