include "f764.td"
