include "f1113.td"
