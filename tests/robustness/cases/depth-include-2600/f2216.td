include "f2217.td"
