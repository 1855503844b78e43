include "f2568.td"
