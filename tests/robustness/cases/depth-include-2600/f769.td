include "f770.td"
