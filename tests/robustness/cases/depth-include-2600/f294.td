include "f295.td"
