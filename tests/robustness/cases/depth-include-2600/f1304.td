include "f1305.td"
