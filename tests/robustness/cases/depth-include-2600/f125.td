include "f126.td"
