include "f920.td"
