include "f1878.td"
