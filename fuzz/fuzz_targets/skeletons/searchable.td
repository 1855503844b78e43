// Skeleton "searchable": LLVM's SearchableTable.td classes.
include "llvm/TableGen/SearchableTable.td"
