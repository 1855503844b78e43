include "f2047.td"
