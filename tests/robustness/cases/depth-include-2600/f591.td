include "f592.td"
