include "f1625.td"
