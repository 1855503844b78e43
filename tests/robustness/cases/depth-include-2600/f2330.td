include "f2331.td"
