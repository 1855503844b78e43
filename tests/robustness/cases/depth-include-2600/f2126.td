include "f2127.td"
