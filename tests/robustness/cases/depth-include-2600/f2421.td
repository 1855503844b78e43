include "f2422.td"
