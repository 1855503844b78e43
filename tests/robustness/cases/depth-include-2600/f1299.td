include "f1300.td"
