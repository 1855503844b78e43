include "f2057.td"
