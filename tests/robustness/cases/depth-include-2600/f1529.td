include "f1530.td"
