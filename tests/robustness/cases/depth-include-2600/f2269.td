include "f2270.td"
