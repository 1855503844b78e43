include "f2395.td"
