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

class Legacy : SearchableTable {
  let SearchableFields = ["Name", "Enc"];
  let EnumValueField = "Enc";
  string Name = NAME;
  bits<12> Enc;
  bit Flag = false;
}
def Zeta : Legacy { let Enc = 3; }
def Alpha : Legacy { let Enc = 1; let Flag = true; }
def Mid : Legacy { let Enc = 2; }
class Other : SearchableTable {
  let SearchableFields = ["Enc"];
  let EnumNameField = ?;
  bits<4> Enc;
}
def o1 : Other { let Enc = 7; }
