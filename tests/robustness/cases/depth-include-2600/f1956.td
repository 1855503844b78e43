include "f1957.td"
