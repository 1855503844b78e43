include "f496.td"
