include "f1881.td"
