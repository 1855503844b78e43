include "f2463.td"
