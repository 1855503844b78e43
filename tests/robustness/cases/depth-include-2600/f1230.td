include "f1231.td"
