include "f1177.td"
