include "f1740.td"
