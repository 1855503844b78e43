include "f1308.td"
