include "f1802.td"
