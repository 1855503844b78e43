include "f1668.td"
