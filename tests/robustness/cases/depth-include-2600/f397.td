include "f398.td"
