include "f1862.td"
