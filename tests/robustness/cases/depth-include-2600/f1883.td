include "f1884.td"
