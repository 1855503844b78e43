include "f1216.td"
