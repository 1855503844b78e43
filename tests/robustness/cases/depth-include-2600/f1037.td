include "f1038.td"
