include "f1066.td"
