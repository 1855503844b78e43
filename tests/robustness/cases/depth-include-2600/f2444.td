include "f2445.td"
