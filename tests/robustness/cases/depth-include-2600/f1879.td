include "f1880.td"
