include "f1828.td"
