include "f2248.td"
