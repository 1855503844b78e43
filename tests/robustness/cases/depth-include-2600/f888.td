include "f889.td"
