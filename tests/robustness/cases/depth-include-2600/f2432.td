include "f2433.td"
