include "f1663.td"
