include "f2356.td"
