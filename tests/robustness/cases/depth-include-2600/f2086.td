include "f2087.td"
