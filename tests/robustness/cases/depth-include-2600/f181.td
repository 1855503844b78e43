include "f182.td"
