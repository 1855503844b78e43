include "f1905.td"
