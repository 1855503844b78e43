include "f1636.td"
