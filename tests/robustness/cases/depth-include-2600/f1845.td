include "f1846.td"
