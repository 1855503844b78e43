include "f2020.td"
