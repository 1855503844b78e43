include "f341.td"
