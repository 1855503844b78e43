include "f162.td"
