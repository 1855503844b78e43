include "f2290.td"
