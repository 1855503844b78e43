include "f1064.td"
