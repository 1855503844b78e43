include "f477.td"
