include "f1656.td"
