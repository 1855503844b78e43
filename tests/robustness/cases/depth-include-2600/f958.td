include "f959.td"
