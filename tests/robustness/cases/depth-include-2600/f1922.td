include "f1923.td"
