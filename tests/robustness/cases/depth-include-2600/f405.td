include "f406.td"
