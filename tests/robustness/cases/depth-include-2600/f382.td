include "f383.td"
