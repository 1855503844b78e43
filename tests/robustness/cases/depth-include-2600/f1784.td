include "f1785.td"
