include "f96.td"
