include "f2358.td"
