include "f1519.td"
