include "llvm/TableGen/SearchableTable.td"
class Kind { string V; }
def KA : Kind { let V = "x"; }
def KindEnum : GenericEnum { let FilterClass = "Kind"; let ValueField = "V"; }
