include "f644.td"
