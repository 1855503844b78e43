include "llvm/TableGen/SearchableTable.td"
class Kind;
def KindEnum : GenericEnum { let FilterClass = "Kind"; }
