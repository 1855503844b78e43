include "f1736.td"
