include "f1466.td"
