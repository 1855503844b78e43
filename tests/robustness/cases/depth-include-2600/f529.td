include "f530.td"
