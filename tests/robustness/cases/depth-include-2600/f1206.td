include "f1207.td"
