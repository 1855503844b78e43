include "f1025.td"
