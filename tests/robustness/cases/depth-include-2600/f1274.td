include "f1275.td"
