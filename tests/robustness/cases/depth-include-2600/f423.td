include "f424.td"
