include "f1167.td"
