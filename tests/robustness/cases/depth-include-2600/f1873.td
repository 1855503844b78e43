include "f1874.td"
