include "f13.td"
