include "f2478.td"
