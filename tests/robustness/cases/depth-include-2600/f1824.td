include "f1825.td"
