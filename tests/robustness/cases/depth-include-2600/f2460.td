include "f2461.td"
