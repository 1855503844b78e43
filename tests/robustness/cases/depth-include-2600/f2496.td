include "f2497.td"
