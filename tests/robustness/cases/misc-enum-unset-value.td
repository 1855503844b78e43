include "llvm/TableGen/SearchableTable.td"
class Kind { string Name; int V; }
def KA : Kind { let Name = "A"; let V = 1; }
def KB : Kind { let Name = "B"; let V = ?; }
def KindEnum : GenericEnum { let FilterClass = "Kind"; let NameField = "Name"; let ValueField = "V"; }
