include "f2322.td"
