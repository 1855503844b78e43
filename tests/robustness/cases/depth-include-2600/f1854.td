include "f1855.td"
