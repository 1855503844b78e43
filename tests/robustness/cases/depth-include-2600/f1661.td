include "f1662.td"
