include "f1245.td"
