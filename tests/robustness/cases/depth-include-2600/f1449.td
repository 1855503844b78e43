include "f1450.td"
