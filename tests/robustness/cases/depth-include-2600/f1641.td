include "f1642.td"
