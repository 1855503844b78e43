include "f2539.td"
