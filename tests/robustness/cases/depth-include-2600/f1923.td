include "f1924.td"
