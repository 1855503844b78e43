include "f129.td"
