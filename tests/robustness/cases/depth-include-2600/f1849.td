include "f1850.td"
