include "f1104.td"
