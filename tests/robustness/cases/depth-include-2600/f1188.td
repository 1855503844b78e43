include "f1189.td"
