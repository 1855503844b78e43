include "f187.td"
