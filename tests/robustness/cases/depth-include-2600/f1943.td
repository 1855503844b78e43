include "f1944.td"
