include "llvm/TableGen/SearchableTable.td"
class Kind { string N; }
def KA : Kind;
def KindEnum : GenericEnum { let FilterClass = "Kind"; let NameField = "N"; }
