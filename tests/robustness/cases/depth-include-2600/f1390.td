include "f1391.td"
