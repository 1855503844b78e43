include "f643.td"
