include "llvm/TableGen/SearchableTable.td"
def I : SearchIndex { let Key = ["A"]; }
