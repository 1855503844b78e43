include "f887.td"
