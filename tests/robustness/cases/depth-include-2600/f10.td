include "f11.td"
