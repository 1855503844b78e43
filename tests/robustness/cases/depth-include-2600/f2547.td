include "f2548.td"
