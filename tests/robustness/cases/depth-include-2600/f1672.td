include "f1673.td"
