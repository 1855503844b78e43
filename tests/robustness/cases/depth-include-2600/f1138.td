include "f1139.td"
