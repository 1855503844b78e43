include "f332.td"
