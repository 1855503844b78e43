include "llvm/TableGen/SearchableTable.td"
def KindEnum : GenericEnum;
