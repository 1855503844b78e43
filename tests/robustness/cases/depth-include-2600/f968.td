include "f969.td"
