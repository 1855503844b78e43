include "f2499.td"
