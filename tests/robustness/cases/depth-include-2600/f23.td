include "f24.td"
