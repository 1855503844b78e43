include "f1626.td"
