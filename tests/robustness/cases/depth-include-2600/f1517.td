include "f1518.td"
