include "f650.td"
