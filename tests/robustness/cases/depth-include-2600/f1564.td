include "f1565.td"
