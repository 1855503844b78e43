include "f261.td"
