include "f2038.td"
