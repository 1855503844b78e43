include "f2428.td"
