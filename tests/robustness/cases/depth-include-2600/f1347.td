include "f1348.td"
