include "f1894.td"
