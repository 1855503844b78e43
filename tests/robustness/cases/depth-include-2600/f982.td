include "f983.td"
