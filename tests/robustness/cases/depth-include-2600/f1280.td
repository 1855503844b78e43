include "f1281.td"
