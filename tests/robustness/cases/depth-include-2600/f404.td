include "f405.td"
