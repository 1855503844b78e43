include "f2171.td"
