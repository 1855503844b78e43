include "f1109.td"
