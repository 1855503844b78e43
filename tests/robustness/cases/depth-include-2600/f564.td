include "f565.td"
