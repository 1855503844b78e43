include "f2164.td"
