include "f722.td"
