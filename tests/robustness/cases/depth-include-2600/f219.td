include "f220.td"
