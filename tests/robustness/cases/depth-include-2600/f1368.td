include "f1369.td"
