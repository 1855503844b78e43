include "f1433.td"
