include "f1050.td"
