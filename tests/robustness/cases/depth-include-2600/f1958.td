include "f1959.td"
