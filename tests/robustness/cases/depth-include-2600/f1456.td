include "f1457.td"
