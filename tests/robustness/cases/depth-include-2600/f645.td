include "f646.td"
