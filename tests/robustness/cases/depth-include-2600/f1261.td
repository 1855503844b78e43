include "f1262.td"
