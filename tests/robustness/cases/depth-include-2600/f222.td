include "f223.td"
