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
// Numbers taken twice: the def later in name order wins. Negative numbers
// vanish. Ranges with gaps are emitted as first..last.
def i8 : VTInt<8, 2>;
def i8b : VTInt<8, 2>;
def f32 : VTFP<32, 3>;
def i16 : VTInt<16, 4>;
def neg : VTInt<32, -5>;
def v2i8 : VTVec<2, i8, 5>;
def v2f32 : VTVec<2, f32, 6>;
def v4i8 : VTVec<4, i8, 7>;
def aFloatNamedOddly : VTFP<64, 8>;
def notInt : VTInt<7, 9> { let LLVMName = "weird"; }
def empty : VTInt<8, 10> { let LLVMName = ""; }
