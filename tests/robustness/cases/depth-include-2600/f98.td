include "f99.td"
