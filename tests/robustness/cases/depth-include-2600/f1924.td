include "f1925.td"
