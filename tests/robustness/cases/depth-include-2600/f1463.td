include "f1464.td"
