include "f2166.td"
