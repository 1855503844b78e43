// The classes of llvm/TableGen/SearchableTable.td, restated so that this
// input needs no include path.
class GenericEnum {
  string FilterClass;
  string NameField;
  string ValueField;
}
class GenericTable {
  string FilterClass;
  string FilterClassField = ?;
  string CppTypeName = FilterClass;
  list<string> Fields;
  list<string> PrimaryKey;
  string PrimaryKeyName;
  bit PrimaryKeyEarlyOut = false;
  bit PrimaryKeyReturnRange = false;
}
class SearchIndex {
  GenericTable Table;
  list<string> Key;
  bit EarlyOut = false;
}
class SearchableTable {
  list<string> SearchableFields;
  string EnumNameField = "Name";
  string EnumValueField;
}

class IntrinsicProperty<bit is_default = 0> {
  bit IsDefault = is_default;
}
class SDNodeProperty;
class ValueType<int size, int value> {
  string Namespace = "MVT";
  int Size = size;
  int Value = value;
}
class LLVMType<ValueType vt> {
  ValueType VT = vt;
}
class Intrinsic<list<LLVMType> param_types = []> {
  string LLVMName = "";
  bit isTarget = 0;
  string TargetPrefix = "";
  list<LLVMType> RetTypes = [];
  list<LLVMType> ParamTypes = param_types;
  list<IntrinsicProperty> IntrProperties = [];
  list<SDNodeProperty> Properties = [];
  bit DisableDefaultAttributes = 1;
}
def iAny : ValueType<0, 253>;
def llvm_anyint_ty : LLVMType<iAny>;
def foo : Intrinsic<[llvm_anyint_ty]>;
def int_bar : Intrinsic<[llvm_anyint_ty]>;
class R<Intrinsic i, int v> { Intrinsic I = i; bits<4> V = v; }
def r1 : R<foo, 1>;
def r2 : R<int_bar, 1>;
def T : GenericTable { let FilterClass = "R"; let Fields = ["V", "I"]; }
