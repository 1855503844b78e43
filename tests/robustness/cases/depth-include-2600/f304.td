include "f305.td"
