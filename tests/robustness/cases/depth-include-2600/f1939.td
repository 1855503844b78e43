include "f1940.td"
