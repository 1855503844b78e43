include "f1258.td"
