include "f2567.td"
