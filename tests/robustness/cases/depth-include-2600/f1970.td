include "f1971.td"
