include "f1509.td"
