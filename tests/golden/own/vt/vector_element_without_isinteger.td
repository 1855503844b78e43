// ARGS: -gen-vt
class ValueType<int size, int value> {
  string LLVMName = NAME;
  int Size = size;
  int Value = value;
  bit isOverloaded = false;
  bit isInteger = false;
  bit isFP = false;
  bit isVector = false;
  bit isScalable = false;
  bit isNormalValueType = true;
}
def i8 : ValueType<8, 1> { let isInteger = true; }
class E { int Size = 8; bit isFP = false; }
def e : E;
def vv : ValueType<16, 2> { E ElementType = e; let isVector = true; int nElem = 2; }
