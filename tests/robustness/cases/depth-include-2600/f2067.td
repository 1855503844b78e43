include "f2068.td"
