include "f1854.td"
