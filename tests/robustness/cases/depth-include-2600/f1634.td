include "f1635.td"
