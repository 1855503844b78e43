include "f1882.td"
