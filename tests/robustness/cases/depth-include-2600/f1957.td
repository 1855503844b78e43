include "f1958.td"
