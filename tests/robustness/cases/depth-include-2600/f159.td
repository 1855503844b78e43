include "f160.td"
