include "f1418.td"
