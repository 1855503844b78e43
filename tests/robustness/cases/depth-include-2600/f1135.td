include "f1136.td"
