include "llvm/TableGen/SearchableTable.td"
class Kind;
def KA : Kind;
def KindEnum : GenericEnum { let FilterClass = "Kind"; }
class E { Kind K; }
def E0 : E;
def T : GenericTable { let FilterClass = "E"; let Fields = ["K"]; string TypeOf_K = "KindEnum"; let PrimaryKey = ["K"]; let PrimaryKeyName = "lookup"; }
