include "f1135.td"
