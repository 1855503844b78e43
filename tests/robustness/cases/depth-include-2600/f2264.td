include "f2265.td"
