include "f263.td"
