include "f2465.td"
