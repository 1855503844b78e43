include "llvm/TableGen/SearchableTable.td"
class E;
def E0 : E;
def T : GenericTable { let FilterClass = "E"; let Fields = []; let PrimaryKey = []; let PrimaryKeyName = "lookup"; }
