include "f712.td"
