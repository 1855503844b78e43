include "f1226.td"
