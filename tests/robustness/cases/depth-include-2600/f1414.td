include "f1415.td"
