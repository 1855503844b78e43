include "f1193.td"
