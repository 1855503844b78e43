include "f958.td"
