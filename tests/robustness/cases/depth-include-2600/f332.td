include "f333.td"
