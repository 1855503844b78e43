include "f2437.td"
