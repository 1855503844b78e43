include "f2173.td"
