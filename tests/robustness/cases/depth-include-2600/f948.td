include "f949.td"
