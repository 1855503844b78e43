include "f2019.td"
