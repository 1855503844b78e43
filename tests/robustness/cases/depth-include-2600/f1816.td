include "f1817.td"
