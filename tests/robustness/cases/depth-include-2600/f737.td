include "f738.td"
