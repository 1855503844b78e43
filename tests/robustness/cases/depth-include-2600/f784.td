include "f785.td"
