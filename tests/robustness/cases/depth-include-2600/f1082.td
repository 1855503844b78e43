include "f1083.td"
