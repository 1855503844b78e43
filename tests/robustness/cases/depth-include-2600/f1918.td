include "f1919.td"
