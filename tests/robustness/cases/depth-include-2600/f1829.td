include "f1830.td"
