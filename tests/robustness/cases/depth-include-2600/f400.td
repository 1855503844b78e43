include "f401.td"
