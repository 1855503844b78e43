include "f523.td"
