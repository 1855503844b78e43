include "f995.td"
