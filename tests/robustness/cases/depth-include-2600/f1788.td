include "f1789.td"
