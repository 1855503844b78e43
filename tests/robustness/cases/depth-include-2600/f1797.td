include "f1798.td"
