include "f2442.td"
