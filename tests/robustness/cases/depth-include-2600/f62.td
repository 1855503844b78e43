include "f63.td"
