include "f26.td"
