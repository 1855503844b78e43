include "f1903.td"
