include "f1091.td"
