include "f1701.td"
