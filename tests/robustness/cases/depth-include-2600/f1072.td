include "f1073.td"
