include "f1507.td"
