include "f2046.td"
