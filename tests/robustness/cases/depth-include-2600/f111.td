include "f112.td"
