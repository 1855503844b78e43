include "f1363.td"
