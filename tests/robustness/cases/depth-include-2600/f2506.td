include "f2507.td"
