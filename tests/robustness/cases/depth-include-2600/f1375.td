include "f1376.td"
