include "f1930.td"
