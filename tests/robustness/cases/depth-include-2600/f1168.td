include "f1169.td"
