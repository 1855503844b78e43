include "f1056.td"
