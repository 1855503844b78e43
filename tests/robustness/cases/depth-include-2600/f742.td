include "f743.td"
