include "f1307.td"
