include "f599.td"
