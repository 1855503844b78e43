include "f1214.td"
