include "f1838.td"
