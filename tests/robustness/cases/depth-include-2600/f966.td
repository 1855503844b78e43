include "f967.td"
