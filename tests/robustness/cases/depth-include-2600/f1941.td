include "f1942.td"
