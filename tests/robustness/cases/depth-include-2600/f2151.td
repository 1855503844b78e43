include "f2152.td"
