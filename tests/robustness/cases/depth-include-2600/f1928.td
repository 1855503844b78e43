include "f1929.td"
