include "f1331.td"
