include "f256.td"
