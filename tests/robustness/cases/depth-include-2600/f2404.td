include "f2405.td"
