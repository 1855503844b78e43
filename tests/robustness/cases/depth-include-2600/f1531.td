include "f1532.td"
