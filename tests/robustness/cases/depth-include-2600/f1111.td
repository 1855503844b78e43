include "f1112.td"
