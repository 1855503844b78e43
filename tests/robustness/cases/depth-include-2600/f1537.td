include "f1538.td"
