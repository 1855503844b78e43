include "f2154.td"
