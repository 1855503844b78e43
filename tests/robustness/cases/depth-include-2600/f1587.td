include "f1588.td"
