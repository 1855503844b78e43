include "f758.td"
