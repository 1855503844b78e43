include "f46.td"
