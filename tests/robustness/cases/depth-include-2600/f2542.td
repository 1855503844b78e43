include "f2543.td"
