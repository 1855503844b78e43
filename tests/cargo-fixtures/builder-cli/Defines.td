// A searchable table whose rows depend on -D WITH_EXTRA (tests/builder_cli.rs).
include "llvm/TableGen/SearchableTable.td"

class Entry<string name, bits<8> val> {
  string Name = name;
  bits<8> Val = val;
}

def Alpha : Entry<"Alpha", 3>;
def Beta : Entry<"Beta", 1>;
#ifdef WITH_EXTRA
def Extra : Entry<"Extra", 2>;
#endif

def EntryKind : GenericEnum {
  let FilterClass = "Entry";
  let NameField = "Name";
  let ValueField = "Val";
}

def EntryTable : GenericTable {
  let FilterClass = "Entry";
  let Fields = ["Name", "Val"];
  let PrimaryKey = ["Val"];
  let PrimaryKeyName = "lookupEntryByVal";
}

def lookupEntryByName : SearchIndex {
  let Table = EntryTable;
  let Key = ["Name"];
}
