include "f1116.td"
