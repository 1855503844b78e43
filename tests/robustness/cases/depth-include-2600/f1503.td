include "f1504.td"
