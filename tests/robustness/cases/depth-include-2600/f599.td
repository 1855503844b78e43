include "f600.td"
