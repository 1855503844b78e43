include "f1603.td"
