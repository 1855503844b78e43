include "f1841.td"
