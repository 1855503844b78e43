include "f807.td"
