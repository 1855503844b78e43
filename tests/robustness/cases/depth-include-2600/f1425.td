include "f1426.td"
