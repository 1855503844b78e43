include "f888.td"
