include "f1873.td"
