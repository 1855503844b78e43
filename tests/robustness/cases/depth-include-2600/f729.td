include "f730.td"
