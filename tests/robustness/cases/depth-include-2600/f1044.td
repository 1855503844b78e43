include "f1045.td"
