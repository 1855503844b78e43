include "f1809.td"
