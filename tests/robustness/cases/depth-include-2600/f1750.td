include "f1751.td"
