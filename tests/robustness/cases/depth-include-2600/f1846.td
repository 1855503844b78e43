include "f1847.td"
