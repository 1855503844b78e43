include "f2033.td"
