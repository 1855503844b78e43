include "f729.td"
