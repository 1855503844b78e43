include "f202.td"
