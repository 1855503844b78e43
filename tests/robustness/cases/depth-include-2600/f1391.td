include "f1392.td"
