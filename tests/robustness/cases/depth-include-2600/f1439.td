include "f1440.td"
