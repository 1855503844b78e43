include "f473.td"
