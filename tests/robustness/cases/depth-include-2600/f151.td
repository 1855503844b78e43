include "f152.td"
