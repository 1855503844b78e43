include "llvm/TableGen/SearchableTable.td"
class E { int A; bits<4> B; }
def E0 : E { let A = 1; }
def T : GenericTable { let FilterClass = "E"; let Fields = ["A", "B"]; let PrimaryKey = ["B"]; let PrimaryKeyName = "lookup"; }
