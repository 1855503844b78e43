include "f2096.td"
