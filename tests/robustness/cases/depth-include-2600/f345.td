include "f346.td"
