include "f1914.td"
