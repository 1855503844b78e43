include "f464.td"
