include "f76.td"
