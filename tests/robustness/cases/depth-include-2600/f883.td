include "f884.td"
