include "f373.td"
