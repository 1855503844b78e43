include "f2221.td"
