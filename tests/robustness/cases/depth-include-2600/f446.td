include "f447.td"
