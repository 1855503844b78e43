include "f891.td"
