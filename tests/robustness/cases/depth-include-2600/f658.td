include "f659.td"
