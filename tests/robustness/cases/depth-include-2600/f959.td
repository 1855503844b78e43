include "f960.td"
