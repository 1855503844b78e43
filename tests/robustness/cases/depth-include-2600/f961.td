include "f962.td"
