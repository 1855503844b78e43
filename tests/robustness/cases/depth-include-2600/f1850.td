include "f1851.td"
