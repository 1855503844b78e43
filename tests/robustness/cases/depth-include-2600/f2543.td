include "f2544.td"
