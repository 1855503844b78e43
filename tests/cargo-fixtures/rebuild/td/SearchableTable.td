// The classes of llvm/TableGen/SearchableTable.td that these fixtures use,
// restated so that the fixture crate needs no LLVM include path.
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
