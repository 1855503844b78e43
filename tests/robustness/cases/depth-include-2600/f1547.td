include "f1548.td"
