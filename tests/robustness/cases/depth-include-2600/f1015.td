include "f1016.td"
