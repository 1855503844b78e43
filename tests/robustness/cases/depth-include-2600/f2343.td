include "f2344.td"
