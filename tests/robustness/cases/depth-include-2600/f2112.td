include "f2113.td"
