include "f815.td"
