include "f1735.td"
