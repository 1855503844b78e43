include "f1047.td"
