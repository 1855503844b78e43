include "f1384.td"
