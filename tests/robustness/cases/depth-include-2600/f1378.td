include "f1379.td"
