include "f838.td"
