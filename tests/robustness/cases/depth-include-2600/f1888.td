include "f1889.td"
