include "f1823.td"
