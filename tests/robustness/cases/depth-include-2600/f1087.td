include "f1088.td"
