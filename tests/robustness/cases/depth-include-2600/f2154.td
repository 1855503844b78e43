include "f2155.td"
