include "f913.td"
