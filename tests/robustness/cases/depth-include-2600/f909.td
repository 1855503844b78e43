include "f910.td"
