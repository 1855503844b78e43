include "f1616.td"
