include "f2028.td"
