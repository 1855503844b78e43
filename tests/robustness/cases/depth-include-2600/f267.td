include "f268.td"
