include "f883.td"
