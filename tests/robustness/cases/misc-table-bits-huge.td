include "llvm/TableGen/SearchableTable.td"
class E { bits<128> A; }
def E0 : E { let A = 1; }
def T : GenericTable { let FilterClass = "E"; let Fields = ["A"]; let PrimaryKey = ["A"]; let PrimaryKeyName = "lookup"; }
