include "f476.td"
