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
def x;
