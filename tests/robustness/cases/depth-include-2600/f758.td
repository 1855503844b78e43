include "f759.td"
