include "f630.td"
