include "f321.td"
