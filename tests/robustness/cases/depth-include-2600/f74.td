include "f75.td"
