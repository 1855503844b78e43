include "f527.td"
