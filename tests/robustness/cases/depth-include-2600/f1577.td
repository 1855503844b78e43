include "f1578.td"
