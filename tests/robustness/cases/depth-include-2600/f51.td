include "f52.td"
