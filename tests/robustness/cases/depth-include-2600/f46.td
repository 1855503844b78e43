include "f47.td"
