include "f1849.td"
