include "f2438.td"
