include "f1472.td"
