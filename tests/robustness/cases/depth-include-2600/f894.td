include "f895.td"
