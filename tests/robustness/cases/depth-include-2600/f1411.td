include "f1412.td"
