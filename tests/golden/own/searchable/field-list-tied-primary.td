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

def ops;
class R<int v> { bits<2> V = v; bits<2> W = 0; dag D = (ops); }
def r1 : R<1>;
def r2 : R<2>;
def T : GenericTable {
  let FilterClass = "R";
  let Fields = ["V", "W", "D"];
  let PrimaryKey = ["W", "D"];
  let PrimaryKeyName = "lookup";
}
