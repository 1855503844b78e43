include "f1423.td"
