include "f491.td"
