include "f107.td"
