include "f2122.td"
