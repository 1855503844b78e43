include "f1767.td"
