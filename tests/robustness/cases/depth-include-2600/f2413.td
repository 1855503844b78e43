include "f2414.td"
