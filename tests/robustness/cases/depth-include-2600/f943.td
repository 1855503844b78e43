include "f944.td"
