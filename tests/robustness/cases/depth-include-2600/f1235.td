include "f1236.td"
