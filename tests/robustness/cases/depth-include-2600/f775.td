include "f776.td"
