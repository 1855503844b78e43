include "f1598.td"
