include "f607.td"
