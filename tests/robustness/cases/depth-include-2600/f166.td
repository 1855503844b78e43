include "f167.td"
