include "f1753.td"
