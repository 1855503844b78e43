include "f2456.td"
