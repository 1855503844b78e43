include "f1613.td"
