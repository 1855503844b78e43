include "f2511.td"
