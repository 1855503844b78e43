include "f2380.td"
