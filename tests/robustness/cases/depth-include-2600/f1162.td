include "f1163.td"
