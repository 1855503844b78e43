include "f1230.td"
