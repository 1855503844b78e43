include "f806.td"
