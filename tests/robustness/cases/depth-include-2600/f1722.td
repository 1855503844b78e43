include "f1723.td"
