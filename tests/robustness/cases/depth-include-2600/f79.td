include "f80.td"
