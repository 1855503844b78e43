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

class Kind<bits<8> v> { bits<8> Val = v; }
def K0 : Kind<4>;
def K1 : Kind<5>;
def K2 : Kind<6>;
def Kinds : GenericEnum { let FilterClass = "Kind"; let ValueField = "Val"; }
def AutoKinds : GenericEnum { let FilterClass = "Kind"; }
class R<Kind k, int e> { Kind K = k; bits<16> E = e; code C = [{ok}]; string S = "q\"\n"; }
def : R<K2, 12>;
def : R<K0, 10>;
def : R<K1, 11>;
def T : GenericTable {
  let FilterClass = "R";
  let CppTypeName = "RInfo";
  let Fields = ["K", "E", "C", "S"];
  string TypeOf_K = "Kinds";
  string TypeOf_S = "code";
  let PrimaryKey = ["K"];
  let PrimaryKeyName = "lookupByK";
  let PrimaryKeyReturnRange = true;
}
def lookupByE : SearchIndex { let Table = T; let Key = ["E"]; }
def lookupByEEarly : SearchIndex { let Table = T; let Key = ["E"]; let EarlyOut = true; }
def lookupByKE : SearchIndex { let Table = T; let Key = ["K", "E"]; }
def lookupByS : SearchIndex { let Table = T; let Key = ["S"]; }
