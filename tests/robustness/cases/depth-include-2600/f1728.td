include "f1729.td"
