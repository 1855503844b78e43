include "f2088.td"
