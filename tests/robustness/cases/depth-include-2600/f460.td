include "f461.td"
