include "f2282.td"
