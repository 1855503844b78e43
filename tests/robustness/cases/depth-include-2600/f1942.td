include "f1943.td"
