include "f1454.td"
