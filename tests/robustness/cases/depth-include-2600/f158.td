include "f159.td"
