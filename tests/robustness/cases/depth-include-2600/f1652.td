include "f1653.td"
