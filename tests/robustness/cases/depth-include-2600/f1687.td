include "f1688.td"
