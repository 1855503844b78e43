include "f66.td"
