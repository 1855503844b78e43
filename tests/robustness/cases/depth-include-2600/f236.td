include "f237.td"
