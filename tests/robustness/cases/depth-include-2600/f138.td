include "f139.td"
