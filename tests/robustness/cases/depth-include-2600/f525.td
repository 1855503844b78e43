include "f526.td"
