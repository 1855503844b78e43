include "f158.td"
