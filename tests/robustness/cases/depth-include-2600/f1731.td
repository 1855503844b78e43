include "f1732.td"
