include "f1190.td"
