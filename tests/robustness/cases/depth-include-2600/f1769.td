include "f1770.td"
