include "f1186.td"
