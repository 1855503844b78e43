include "f2294.td"
