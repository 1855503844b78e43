include "f145.td"
