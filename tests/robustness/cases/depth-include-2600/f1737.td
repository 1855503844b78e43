include "f1738.td"
