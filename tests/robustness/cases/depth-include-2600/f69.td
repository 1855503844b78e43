include "f70.td"
