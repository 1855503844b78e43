include "f2082.td"
