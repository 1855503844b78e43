include "f1967.td"
