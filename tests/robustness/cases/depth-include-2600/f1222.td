include "f1223.td"
