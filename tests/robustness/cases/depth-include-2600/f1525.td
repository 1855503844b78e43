include "f1526.td"
