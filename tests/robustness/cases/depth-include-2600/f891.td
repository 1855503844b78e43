include "f892.td"
