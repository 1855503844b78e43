include "f1024.td"
