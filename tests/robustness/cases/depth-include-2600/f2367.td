include "f2368.td"
