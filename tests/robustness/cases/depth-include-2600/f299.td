include "f300.td"
