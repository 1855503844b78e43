include "f1156.td"
