include "f45.td"
