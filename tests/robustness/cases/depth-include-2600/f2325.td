include "f2326.td"
