include "f91.td"
