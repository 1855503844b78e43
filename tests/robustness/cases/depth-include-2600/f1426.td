include "f1427.td"
