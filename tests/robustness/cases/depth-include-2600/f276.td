include "f277.td"
