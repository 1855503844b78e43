include "f125.td"
