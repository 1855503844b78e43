include "f2054.td"
