include "f272.td"
