include "f846.td"
