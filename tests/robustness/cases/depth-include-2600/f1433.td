include "f1434.td"
