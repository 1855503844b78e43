include "f603.td"
