include "f1649.td"
