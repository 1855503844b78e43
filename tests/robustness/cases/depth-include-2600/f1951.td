include "f1952.td"
