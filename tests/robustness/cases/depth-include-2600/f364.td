include "f365.td"
