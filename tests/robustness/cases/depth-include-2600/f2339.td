include "f2340.td"
