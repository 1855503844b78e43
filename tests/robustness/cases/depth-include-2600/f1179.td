include "f1180.td"
