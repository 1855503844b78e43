include "f1095.td"
