include "f2130.td"
