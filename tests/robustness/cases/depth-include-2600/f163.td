include "f164.td"
