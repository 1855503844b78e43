include "f573.td"
