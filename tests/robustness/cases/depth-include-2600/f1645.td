include "f1646.td"
