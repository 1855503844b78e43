include "f1301.td"
