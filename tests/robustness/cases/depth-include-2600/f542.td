include "f543.td"
