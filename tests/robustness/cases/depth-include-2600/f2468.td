include "f2469.td"
