include "f1546.td"
