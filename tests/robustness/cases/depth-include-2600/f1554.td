include "f1555.td"
