include "f1202.td"
