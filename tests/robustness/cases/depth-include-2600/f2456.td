include "f2457.td"
