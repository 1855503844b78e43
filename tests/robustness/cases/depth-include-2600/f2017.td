include "f2018.td"
