include "f1858.td"
