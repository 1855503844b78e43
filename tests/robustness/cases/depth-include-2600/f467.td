include "f468.td"
