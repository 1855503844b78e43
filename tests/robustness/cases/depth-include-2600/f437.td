include "f438.td"
