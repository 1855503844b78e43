include "f1153.td"
