include "f716.td"
