include "f1689.td"
