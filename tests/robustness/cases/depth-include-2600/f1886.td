include "f1887.td"
