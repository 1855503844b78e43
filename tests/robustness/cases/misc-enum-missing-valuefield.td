include "llvm/TableGen/SearchableTable.td"
class Kind;
def KA : Kind;
def KindEnum : GenericEnum { let FilterClass = "Kind"; let ValueField = "Nope"; }
