include "f2016.td"
