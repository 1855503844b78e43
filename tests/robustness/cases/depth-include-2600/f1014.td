include "f1015.td"
