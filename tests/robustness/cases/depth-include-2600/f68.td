include "f69.td"
