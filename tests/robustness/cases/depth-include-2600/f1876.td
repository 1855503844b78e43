include "f1877.td"
