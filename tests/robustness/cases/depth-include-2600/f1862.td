include "f1863.td"
