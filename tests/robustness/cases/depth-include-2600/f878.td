include "f879.td"
