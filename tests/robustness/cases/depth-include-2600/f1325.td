include "f1326.td"
