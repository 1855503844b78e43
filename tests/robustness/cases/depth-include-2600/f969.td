include "f970.td"
