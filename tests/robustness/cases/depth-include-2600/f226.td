include "f227.td"
