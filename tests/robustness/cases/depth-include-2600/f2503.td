include "f2504.td"
