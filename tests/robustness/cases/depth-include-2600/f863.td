include "f864.td"
