include "f1170.td"
