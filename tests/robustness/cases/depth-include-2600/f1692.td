include "f1693.td"
