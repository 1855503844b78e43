include "f1774.td"
