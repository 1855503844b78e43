include "f481.td"
