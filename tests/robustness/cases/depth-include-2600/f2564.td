include "f2565.td"
