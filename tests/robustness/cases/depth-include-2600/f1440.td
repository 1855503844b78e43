include "f1441.td"
