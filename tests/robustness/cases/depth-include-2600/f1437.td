include "f1438.td"
