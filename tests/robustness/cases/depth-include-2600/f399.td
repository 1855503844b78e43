include "f400.td"
