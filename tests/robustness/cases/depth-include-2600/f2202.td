include "f2203.td"
