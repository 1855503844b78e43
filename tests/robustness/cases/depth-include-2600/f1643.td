include "f1644.td"
