include "f1869.td"
