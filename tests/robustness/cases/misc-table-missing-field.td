include "llvm/TableGen/SearchableTable.td"
class E { int A; }
def E0 : E { let A = 1; }
def T : GenericTable { let FilterClass = "E"; let Fields = ["A", "B"]; }
