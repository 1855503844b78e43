include "f1632.td"
