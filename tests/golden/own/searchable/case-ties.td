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

// Names equal up to case tie in the all-fields sort, which is not stable:
// the printed order is libstdc++'s std::sort order.
class R<string s, int v> { string Name = s; bits<4> V = v; }
foreach i = 0...39 in {
  def : R<!if(!eq(!and(i, 1), 0), "abc", "ABC"), !and(!srl(i, 2), 1)>;
  def : R<!if(!eq(!and(i, 3), 1), "Abc", "aBc"), 0>;
}
def T : GenericTable { let FilterClass = "R"; let Fields = ["Name", "V"]; }
def lookupByName : SearchIndex { let Table = T; let Key = ["Name"]; }
