include "f875.td"
