include "f2443.td"
