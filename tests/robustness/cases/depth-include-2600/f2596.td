include "f2597.td"
