include "f1057.td"
