include "f741.td"
