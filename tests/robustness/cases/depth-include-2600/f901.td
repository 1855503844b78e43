include "f902.td"
