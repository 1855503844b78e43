include "f575.td"
