include "f1488.td"
