include "f163.td"
