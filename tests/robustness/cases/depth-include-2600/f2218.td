include "f2219.td"
