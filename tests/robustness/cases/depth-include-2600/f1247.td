include "f1248.td"
