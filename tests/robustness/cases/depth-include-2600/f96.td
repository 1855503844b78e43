include "f97.td"
