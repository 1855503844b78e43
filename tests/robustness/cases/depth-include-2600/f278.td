include "f279.td"
