include "f72.td"
