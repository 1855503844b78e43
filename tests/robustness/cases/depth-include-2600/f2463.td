include "f2464.td"
