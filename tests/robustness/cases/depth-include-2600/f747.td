include "f748.td"
