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

// Duplicate keys are no error: the lookup finds the first.
class R<int v, string s> { bits<8> V = v; string S = s; bit F = !eq(v, 2); }
def : R<1, "x">;
def : R<2, "y">;
def : R<2, "z">;
def : R<3, "x">;
def T : GenericTable {
  let FilterClass = "R";
  let Fields = ["V", "S", "F"];
  let PrimaryKey = ["V"];
  let PrimaryKeyName = "lookupByV";
  let PrimaryKeyEarlyOut = true;
}
def lookupByS : SearchIndex { let Table = T; let Key = ["S"]; }
def lookupByF : SearchIndex { let Table = T; let Key = ["F", "V"]; let EarlyOut = true; }
def lookupByNothing : SearchIndex { let Table = T; let Key = []; }
