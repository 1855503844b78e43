include "f1461.td"
