include "f166.td"
