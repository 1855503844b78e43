include "f1479.td"
