include "f802.td"
