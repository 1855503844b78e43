include "f598.td"
