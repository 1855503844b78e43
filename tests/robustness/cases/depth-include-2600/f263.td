include "f264.td"
