include "f1494.td"
