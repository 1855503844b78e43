// The classes the searchable-tables backend keys on, with the fields and
// defaults it expects (as in LLVM's llvm/TableGen/SearchableTable.td).
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
