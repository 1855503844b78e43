include "f2446.td"
