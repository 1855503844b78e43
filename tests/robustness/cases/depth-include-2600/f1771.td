include "f1772.td"
