include "f2517.td"
