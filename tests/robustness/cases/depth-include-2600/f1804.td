include "f1805.td"
