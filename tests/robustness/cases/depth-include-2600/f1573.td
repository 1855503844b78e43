include "f1574.td"
