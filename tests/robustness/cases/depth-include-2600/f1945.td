include "f1946.td"
