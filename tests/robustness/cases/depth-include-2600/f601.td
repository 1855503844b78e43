include "f602.td"
