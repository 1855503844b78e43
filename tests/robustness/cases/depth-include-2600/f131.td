include "f132.td"
