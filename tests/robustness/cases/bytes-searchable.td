include "llvm/TableGen/SearchableTable.td"
class E<int k, string n> { bits<8> Key = k; string Name = n; }
def E0 : E<0, "aÿb">;
def E1 : E<1, "Ã©">;
def E2 : E<2, "þ">;
def ETable : GenericTable { let FilterClass = "E"; let Fields = ["Key", "Name"];
  let PrimaryKey = ["Key"]; let PrimaryKeyName = "lookupE"; }
def lookupEByName : SearchIndex { let Table = ETable; let Key = ["Name"]; }
