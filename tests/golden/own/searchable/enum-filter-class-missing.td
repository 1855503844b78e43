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

def E : GenericEnum { let FilterClass = "Nope"; }
