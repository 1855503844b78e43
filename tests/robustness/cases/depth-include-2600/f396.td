include "f397.td"
