include "f1731.td"
