include "f2512.td"
