include "f861.td"
