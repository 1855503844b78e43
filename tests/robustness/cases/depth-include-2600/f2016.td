include "f2017.td"
