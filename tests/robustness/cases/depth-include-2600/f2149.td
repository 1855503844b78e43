include "f2150.td"
