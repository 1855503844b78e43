include "f2163.td"
