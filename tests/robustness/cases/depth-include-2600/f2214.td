include "f2215.td"
