include "f2394.td"
