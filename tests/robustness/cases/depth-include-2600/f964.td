include "f965.td"
