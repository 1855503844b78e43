include "f1442.td"
