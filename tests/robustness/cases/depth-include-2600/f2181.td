include "f2182.td"
