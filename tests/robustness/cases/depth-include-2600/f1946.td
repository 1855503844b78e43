include "f1947.td"
