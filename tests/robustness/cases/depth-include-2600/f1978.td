include "f1979.td"
