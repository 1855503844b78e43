include "f417.td"
