include "f667.td"
